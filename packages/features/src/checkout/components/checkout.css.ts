import { above, atMost, vars } from '@storefront/ui';
import { style } from '@vanilla-extract/css';

/** Lots and choices on the left, the totals and Pay on the right from desktop width up. */
export const layout = style({
  display: 'grid',
  gap: vars.space.xlarge,
  alignItems: 'start',
  '@media': { [above('mobile')]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(18rem, 2fr)' } },
});

export const column = style({ display: 'grid', gap: vars.space.large, alignContent: 'start' });

export const panel = style({
  display: 'grid',
  gap: vars.space.medium,
  padding: vars.space.medium,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.surface,
});

export const panelHeading = style({ margin: 0, fontSize: vars.fontSize.large });

export const lots = style({ display: 'grid', gap: vars.space.small, margin: 0, padding: 0, listStyle: 'none' });

/** Image, title and amount in a row; on a phone the amount goes under the title, so a long title keeps its width. */
export const lot = style({
  display: 'grid',
  gridTemplateColumns: '4rem minmax(0, 1fr) auto',
  gridTemplateAreas: '"image title amount"',
  columnGap: vars.space.medium,
  rowGap: vars.space.xsmall,
  alignItems: 'center',
  '@media': {
    [atMost('phone')]: {
      gridTemplateColumns: '4rem minmax(0, 1fr)',
      gridTemplateAreas: '"image title" "image amount"',
      alignItems: 'start',
    },
  },
});

export const lotImage = style({
  gridArea: 'image',
  width: '4rem',
  overflow: 'hidden',
  borderRadius: vars.radius.small,
  backgroundColor: vars.color.surfaceSunken,
});

export const lotTitle = style({ gridArea: 'title', margin: 0, fontWeight: vars.fontWeight.medium });

export const amount = style({ gridArea: 'amount', fontFamily: vars.font.numeric, whiteSpace: 'nowrap' });

export const totals = style({ display: 'grid', gap: vars.space.xsmall, margin: 0 });

export const totalRow = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.medium,
  selectors: {
    '&[data-line="total"]': {
      paddingTop: vars.space.small,
      borderTop: `1px solid ${vars.color.border}`,
      fontWeight: vars.fontWeight.strong,
      fontSize: vars.fontSize.large,
    },
  },
});

export const notice = style({
  margin: 0,
  padding: vars.space.small,
  borderRadius: vars.radius.small,
  color: vars.tone.caution.foreground,
  backgroundColor: vars.tone.caution.background,
  border: `1px solid ${vars.tone.caution.border}`,
});

export const row = style({
  display: 'grid',
  gap: vars.space.medium,
  '@media': { [above('mobile')]: { gridAutoFlow: 'column', gridAutoColumns: 'minmax(0, 1fr)' } },
});

export const form = style({ display: 'grid', gap: vars.space.medium });

export const totalAmount = style([amount, { margin: 0 }]);

/** A group of fields inside a panel: no frame of its own. */
export const fieldset = style([form, { margin: 0, padding: 0, border: 0, minWidth: 0 }]);
