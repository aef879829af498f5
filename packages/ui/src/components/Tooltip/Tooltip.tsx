import { Tooltip as RadixTooltip } from 'radix-ui';
import type { ReactElement, ReactNode } from 'react';
import { OverlayLayer } from '../Dialog/OverlayLayer';
import * as styles from './Tooltip.css';

export interface TooltipRootProps extends RadixTooltip.TooltipProps {
  /** Milliseconds the pointer rests on the trigger before the tooltip shows; keyboard focus shows it at once. */
  delayDuration?: number;
}

/** Holds the open state: `open`/`defaultOpen`/`onOpenChange`. */
function TooltipRoot({ delayDuration = 300, ...rest }: TooltipRootProps) {
  return (
    <RadixTooltip.Provider delayDuration={delayDuration}>
      <RadixTooltip.Root {...rest} />
    </RadixTooltip.Provider>
  );
}
TooltipRoot.displayName = 'Tooltip.Root';

export interface TooltipTriggerProps {
  /** One focusable element that accepts a ref, usually a `Button`; the tooltip describes it. */
  children: ReactElement;
}

/** The element the tooltip describes; hover or focus shows the tooltip. */
function TooltipTrigger({ children }: TooltipTriggerProps) {
  return <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>;
}
TooltipTrigger.displayName = 'Tooltip.Trigger';

export interface TooltipContentProps extends Omit<
  RadixTooltip.TooltipContentProps,
  'asChild' | 'children' | 'className' | 'style' | 'forceMount'
> {
  /** Short plain text: it becomes the trigger's accessible description. */
  children: ReactNode;
}

/** The bubble: a short description of its trigger, never interactive content. */
function TooltipContent({ children, sideOffset = 6, collisionPadding = 8, ...rest }: TooltipContentProps) {
  return (
    <RadixTooltip.Portal>
      <OverlayLayer level="tooltip">
        <RadixTooltip.Content
          {...rest}
          sideOffset={sideOffset}
          collisionPadding={collisionPadding}
          className={styles.content}
        >
          {children}
          <RadixTooltip.Arrow className={styles.arrow} width={12} height={6} />
        </RadixTooltip.Content>
      </OverlayLayer>
    </RadixTooltip.Portal>
  );
}
TooltipContent.displayName = 'Tooltip.Content';

/** Tooltip parts, Radix style: `Tooltip.Root`, `Tooltip.Trigger`, `Tooltip.Content`. */
export const Tooltip = {
  Root: TooltipRoot,
  Trigger: TooltipTrigger,
  Content: TooltipContent,
};
