import { style } from '@vanilla-extract/css';
import { above, vars } from '@storefront/ui';

/** A content page: one column of sections. */
export const page = style({ display: 'grid', gap: vars.space.xlarge, maxWidth: '72rem', marginInline: 'auto' });

/** Two columns from desktop width up (a form beside its companion), one on smaller screens. */
export const columns = style({
  display: 'grid',
  gap: vars.space.xlarge,
  '@media': { [above('mobile')]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)', alignItems: 'start' } },
});

/** Reading width for text pages (terms, privacy). */
export const prose = style({ maxWidth: '48rem', lineHeight: vars.lineHeight.standard });

export const lead = style({ color: vars.color.textMuted, margin: 0 });

/** A section's parts one under the other. */
export const stack = style({ display: 'grid', gap: vars.space.medium, alignContent: 'start' });
