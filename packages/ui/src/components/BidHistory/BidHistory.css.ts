import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { atMost } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

export const root = style({
  display: 'grid',
  gap: vars.space.medium,
  minWidth: 0,
  fontFamily: vars.font.body,
  color: vars.color.text,
});

export const empty = style({
  padding: `${vars.space.large} ${vars.space.medium}`,
  border: `1px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.medium,
  textAlign: 'center',
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.medium,
});

export const chart = style({
  display: 'grid',
  gap: vars.space.xsmall,
  margin: 0,
  padding: vars.space.small,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.color.surfaceSunken,
});

export const chartSvg = style({ width: '100%', height: 'auto', overflow: 'visible' });

export const chartArea = style({
  fill: `color-mix(in srgb, ${vars.color.accent} 22%, transparent)`,
  stroke: 'none',
});

export const chartLine = style({
  fill: 'none',
  stroke: vars.color.brand,
  strokeWidth: 2,
  strokeLinejoin: 'round',
  strokeLinecap: 'round',
  vectorEffect: 'non-scaling-stroke',
});

export const chartPoint = style({
  fill: vars.color.surface,
  stroke: vars.color.brand,
  strokeWidth: 1.5,
  vectorEffect: 'non-scaling-stroke',
});

export const chartLastPoint = style({
  fill: vars.color.accent,
  stroke: vars.color.brand,
  strokeWidth: 2,
  vectorEffect: 'non-scaling-stroke',
});

export const chartSummary = style({
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.small,
  fontVariantNumeric: 'tabular-nums',
});

const cellBase = {
  padding: `${vars.space.small} ${vars.space.small}`,
  textAlign: 'start',
  verticalAlign: 'top',
  '@media': {
    [atMost('smallPhone')]: { paddingInline: vars.space.xsmall },
  },
} as const;

export const headerCell = style({
  ...cellBase,
  borderBottom: `2px solid ${vars.color.borderStrong}`,
  fontWeight: vars.fontWeight.strong,
  color: vars.color.brand,
  whiteSpace: 'nowrap',
});

/** The newest bid, which set the current price, stands out from the rest. */
export const row = recipe({
  base: {
    selectors: {
      '&:nth-child(even)': { backgroundColor: vars.color.surfaceSunken },
    },
  },
  variants: {
    latest: {
      true: { fontWeight: vars.fontWeight.strong, boxShadow: `inset 3px 0 0 ${vars.color.accent}` },
      false: {},
    },
  },
  defaultVariants: { latest: false },
});

export const cell = style({
  ...cellBase,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const dateCell = style({ whiteSpace: 'nowrap' });

export const amountCell = style({ textAlign: 'end' });

export const amount = style({
  fontFamily: vars.font.numeric,
  fontWeight: vars.fontWeight.strong,
  color: vars.color.text,
  whiteSpace: 'nowrap',
});

export const bidType = style({
  display: 'block',
  fontSize: vars.fontSize.xsmall,
  fontWeight: vars.fontWeight.medium,
  color: vars.tone.info.foreground,
});
