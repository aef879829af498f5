import { style } from '@vanilla-extract/css';
import { above } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

/** Fields side by side from tablets up, one under the other on a phone. */
export const row = style({
  display: 'grid',
  gap: vars.space.medium,
  alignItems: 'start',
  '@media': { [above('mobile')]: { gridAutoFlow: 'column', gridAutoColumns: 'minmax(0, 1fr)' } },
});
