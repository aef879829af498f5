import { createVar, fallbackVar, keyframes, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { atMost } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

/** The elapsed share of the auction (0 to 1), set at run time. */
export const progress = createVar();

const reducedMotion = '(prefers-reduced-motion: reduce)';

/** The root's own class, so state selectors never match another component's data-state. */
export const root = style({});

export const countdown = recipe({
  base: [
    root,
    {
      display: 'grid',
      gap: vars.space.xsmall,
      minWidth: 0,
      fontFamily: vars.font.body,
      color: vars.color.text,
      lineHeight: vars.lineHeight.tight,
    },
  ],
  variants: {
    size: {
      compact: { fontSize: vars.fontSize.small },
      large: {
        gap: vars.space.small,
        justifyItems: 'center',
        padding: vars.space.medium,
        border: `1px solid ${vars.color.border}`,
        borderRadius: vars.radius.medium,
        backgroundColor: vars.color.surfaceSunken,
        fontSize: vars.fontSize.standard,
        textAlign: 'center',
      },
    },
    closingSoon: {
      true: {},
      false: {},
    },
  },
  compoundVariants: [
    {
      variants: { size: 'large', closingSoon: true },
      style: { borderColor: vars.tone.critical.border, backgroundColor: vars.tone.critical.background },
    },
  ],
  defaultVariants: { size: 'compact', closingSoon: false },
});

export type CountdownVariants = NonNullable<RecipeVariants<typeof countdown>>;

export const heading = recipe({
  base: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: `${vars.space.xsmall} ${vars.space.small}`,
  },
  variants: {
    size: {
      compact: {},
      large: { justifyContent: 'center' },
    },
  },
});

export const label = style({
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
  selectors: {
    [`${root}[data-state="closed"] &`]: { fontWeight: vars.fontWeight.strong, color: vars.color.text },
    [`${root}[data-closing-soon] &`]: { color: vars.tone.critical.foreground },
    [`${root}[data-live-started] &`]: { fontWeight: vars.fontWeight.strong, color: vars.tone.positive.foreground },
  },
});

export const timer = style({
  display: 'block',
  fontFamily: vars.font.numeric,
  fontVariantNumeric: 'tabular-nums',
  fontWeight: vars.fontWeight.strong,
  color: vars.color.brand,
  selectors: { [`${root}[data-closing-soon] &`]: { color: vars.tone.critical.foreground } },
});

/** What changes every second: the digits and their spoken wording. */
export const ticking = recipe({
  base: { display: 'block' },
  variants: {
    size: {
      // One line (the root's line height, written out: older phones lack the `lh` unit) whose size never depends on
      // its text, and which holds its hidden wording: each second's new time is laid out inside it alone, rather than
      // the whole page being laid out again for every card's timer.
      compact: { position: 'relative', contain: 'strict', blockSize: `calc(${vars.lineHeight.tight} * 1em)` },
      large: {},
    },
  },
});

export const segments = style({
  display: 'grid',
  gridAutoFlow: 'column',
  gap: vars.space.small,
});

export const segment = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space.xxsmall,
  minWidth: '4rem',
  padding: `${vars.space.small} ${vars.space.xsmall}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
  backgroundColor: vars.color.surface,
  '@media': { [atMost('smallPhone')]: { minWidth: '3.25rem' } },
});

export const segmentValue = style({
  fontSize: vars.fontSize.xlarge,
  '@media': { [atMost('smallPhone')]: { fontSize: vars.fontSize.large } },
});

export const segmentUnit = style({
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.xsmall,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.textMuted,
});

const pulse = keyframes({ '50%': { opacity: 0.35 } });

export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xsmall,
    padding: `${vars.space.xxsmall} ${vars.space.small}`,
    border: '1px solid',
    borderRadius: vars.radius.full,
    fontSize: vars.fontSize.xsmall,
    fontWeight: vars.fontWeight.strong,
    whiteSpace: 'nowrap',
  },
  variants: {
    tone: {
      critical: {
        borderColor: vars.tone.critical.border,
        backgroundColor: vars.tone.critical.background,
        color: vars.tone.critical.foreground,
      },
      info: {
        borderColor: vars.tone.info.border,
        backgroundColor: vars.tone.info.background,
        color: vars.tone.info.foreground,
      },
    },
  },
});

export const pulseDot = style({
  width: vars.space.small,
  height: vars.space.small,
  borderRadius: vars.radius.full,
  backgroundColor: 'currentColor',
  animation: `${pulse} 1.2s ease-in-out infinite`,
  selectors: { [`${root}[data-live-started] &`]: { backgroundColor: vars.tone.positive.foreground } },
  '@media': { [reducedMotion]: { animation: 'none' } },
});

export const track = style({
  width: '100%',
  height: vars.space.xsmall,
  overflow: 'hidden',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.border,
});

// A full-width bar slid in from the left rather than a growing width: moving it each second is the compositor's work,
// where a width change laid out the whole page again on every tick.
export const fill = style({
  width: '100%',
  height: '100%',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.accent,
  transform: `translateX(calc((${fallbackVar(progress, '0')} - 1) * 100%))`,
  transition: `transform ${vars.transition.fast}`,
  selectors: {
    [`${root}[data-closing-soon] &`]: { backgroundColor: vars.tone.critical.foreground },
    [`${root}[data-state="closed"] &`]: { backgroundColor: vars.color.borderStrong },
  },
  '@media': { [reducedMotion]: { transition: 'none' } },
});
