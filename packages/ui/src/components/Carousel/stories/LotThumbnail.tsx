import { vars } from '../../../theme';
import type { StoryLot } from './lots';

/** A small lot tile, as the live room's upcoming-lots row shows one. */
export function LotThumbnail({ lot }: { lot: StoryLot }) {
  return (
    <article
      aria-label={lot.title}
      style={{
        display: 'grid',
        alignContent: 'start',
        height: '100%',
        boxSizing: 'border-box',
        gap: vars.space.xsmall,
        padding: vars.space.small,
        border: `1px solid ${vars.color.border}`,
        borderRadius: vars.radius.medium,
        backgroundColor: vars.color.surfaceRaised,
        color: vars.color.text,
        fontSize: vars.fontSize.small,
      }}
    >
      <img
        src={lot.imageSrc}
        alt=""
        style={{ display: 'block', width: '100%', aspectRatio: '4 / 3', borderRadius: vars.radius.small }}
      />
      <span style={{ color: vars.color.textMuted, fontWeight: vars.fontWeight.strong }}>Lot #{lot.sku}</span>
      <a
        href={`#lot-${lot.sku}`}
        style={{ color: vars.color.brand, fontWeight: vars.fontWeight.strong, overflowWrap: 'anywhere' }}
      >
        {lot.title}
      </a>
      <span style={{ fontFamily: vars.font.numeric }}>{lot.price}</span>
    </article>
  );
}
