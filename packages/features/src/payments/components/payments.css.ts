import { above, vars } from '@storefront/ui';
import { style } from '@vanilla-extract/css';

export const section = style({ display: 'grid', gap: vars.space.large, alignContent: 'start' });

export const form = style({
  display: 'grid',
  gap: vars.space.medium,
  padding: vars.space.medium,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.surface,
});

/** Fields side by side from tablet width up, one under the other on a phone. */
export const row = style({
  display: 'grid',
  gap: vars.space.medium,
  '@media': { [above('mobile')]: { gridAutoFlow: 'column', gridAutoColumns: 'minmax(0, 1fr)' } },
});

export const list = style({
  display: 'grid',
  gap: vars.space.medium,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { [above('mobile')]: { gridTemplateColumns: 'repeat(auto-fill, minmax(18rem, 1fr))' } },
});

export const item = style({
  display: 'grid',
  gap: vars.space.small,
  padding: vars.space.medium,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.surface,
});

export const selectedItem = style({ borderColor: vars.color.brand, boxShadow: `inset 0 0 0 1px ${vars.color.brand}` });

export const itemTitle = style({ margin: 0, fontSize: vars.fontSize.large, fontWeight: vars.fontWeight.strong });

export const muted = style({ margin: 0, color: vars.color.textMuted });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.small, alignItems: 'center' });

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.medium,
  alignItems: 'center',
  justifyContent: 'space-between',
});

export const heading = style({ margin: 0, fontSize: vars.fontSize.xlarge });

export const status = style({
  padding: `2px ${vars.space.small}`,
  borderRadius: vars.radius.small,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.strong,
  color: vars.tone.caution.foreground,
  backgroundColor: vars.tone.caution.background,
  border: `1px solid ${vars.tone.caution.border}`,
  selectors: {
    '&[data-status="verified"]': {
      color: vars.tone.positive.foreground,
      backgroundColor: vars.tone.positive.background,
      borderColor: vars.tone.positive.border,
    },
  },
});
