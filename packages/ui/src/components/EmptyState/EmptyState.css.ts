import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { atMost } from '../../theme/breakpoints';
import { vars } from '../../theme/contract.css';

/** A centred message where a list, table or page would have had content. */
export const emptyState = recipe({
  base: {
    display: 'grid',
    justifyItems: 'center',
    alignContent: 'center',
    gap: vars.space.small,
    minWidth: 0,
    textAlign: 'center',
    color: vars.color.text,
    fontFamily: vars.font.body,
  },
  variants: {
    /** `page` fills a listing's result area; `inline` sits in a table, a tab or a small panel. */
    size: {
      page: {
        paddingBlock: vars.space.xxlarge,
        paddingInline: vars.space.large,
        border: `1px dashed ${vars.color.borderStrong}`,
        borderRadius: vars.radius.large,
        backgroundColor: vars.color.surfaceSunken,
        '@media': { [atMost('phone')]: { paddingBlock: vars.space.xlarge, paddingInline: vars.space.medium } },
      },
      inline: {
        paddingBlock: vars.space.large,
        paddingInline: vars.space.medium,
      },
    },
  },
  defaultVariants: { size: 'page' },
});

export type EmptyStateVariants = NonNullable<RecipeVariants<typeof emptyState>>;

export const icon = recipe({
  base: {
    display: 'grid',
    placeItems: 'center',
    borderRadius: vars.radius.full,
    backgroundColor: vars.color.surface,
    border: `1px solid ${vars.color.border}`,
    color: vars.color.brand,
  },
  variants: {
    size: {
      page: { width: '4rem', height: '4rem', fontSize: '2rem', marginBottom: vars.space.xsmall },
      inline: { width: '2.75rem', height: '2.75rem', fontSize: vars.fontSize.xlarge },
    },
  },
  defaultVariants: { size: 'page' },
});

export const glyph = style({ width: '1em', height: '1em' });

export const glyphAccent = style({ fill: vars.color.accent, stroke: vars.color.brand });

export const title = recipe({
  base: {
    margin: 0,
    fontFamily: vars.font.heading,
    fontWeight: vars.fontWeight.strong,
    lineHeight: vars.lineHeight.tight,
    color: vars.color.brand,
    overflowWrap: 'anywhere',
  },
  variants: {
    size: {
      page: { fontSize: vars.fontSize.xlarge },
      inline: { fontSize: vars.fontSize.large },
    },
  },
  defaultVariants: { size: 'page' },
});

export const description = style({
  maxWidth: '36rem',
  margin: 0,
  fontSize: vars.fontSize.standard,
  lineHeight: vars.lineHeight.standard,
  color: vars.color.textMuted,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.small,
  marginTop: vars.space.small,
});
