import type { HTMLAttributes, Ref } from 'react';
import { themeClassName } from '../../theme';
import * as styles from './OverlayLayer.css';

export interface OverlayLayerProps extends Omit<HTMLAttributes<HTMLDivElement>, 'className' | 'style'> {
  level: styles.OverlayLevel;
  ref?: Ref<HTMLDivElement>;
}

/** Wraps portalled content (dialogs, drawers, popovers, tooltips) in the theme and a stacking layer. */
export function OverlayLayer({ level, ref, ...rest }: OverlayLayerProps) {
  return <div {...rest} ref={ref} className={`${themeClassName} ${styles.layer({ level })}`} />;
}
