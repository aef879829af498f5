import { vars } from '../../../theme';

export interface StoryAuction {
  id: number;
  title: string;
  starts: string;
  kind: 'live' | 'timed';
  imageSrc: string;
}

/** An auction tile for the home page's auctions carousel: picture, title, start and 'View Lots'. */
export function AuctionTile({ auction }: { auction: StoryAuction }) {
  const href =
    auction.kind === 'live' ? `/auction/${auction.id}?page=1` : `/auction/timed-auction/${auction.id}?page=1`;
  return (
    <article
      aria-label={auction.title}
      style={{
        display: 'grid',
        alignContent: 'start',
        height: '100%',
        boxSizing: 'border-box',
        gap: vars.space.small,
        padding: vars.space.medium,
        border: `1px solid ${vars.color.border}`,
        borderRadius: vars.radius.large,
        backgroundColor: vars.color.surfaceRaised,
        color: vars.color.text,
      }}
    >
      <img
        src={auction.imageSrc}
        alt=""
        style={{ display: 'block', width: '100%', aspectRatio: '4 / 3', borderRadius: vars.radius.medium }}
      />
      <h3 style={{ margin: 0, fontFamily: vars.font.heading, fontSize: vars.fontSize.large, color: vars.color.brand }}>
        {auction.title}
      </h3>
      <p style={{ margin: 0, fontSize: vars.fontSize.small, color: vars.color.textMuted }}>
        {auction.kind === 'live' ? 'Live auction' : 'Timed auction'} · starts {auction.starts}
      </p>
      <a
        href={href}
        onClick={(event) => event.preventDefault()}
        style={{
          justifySelf: 'start',
          padding: `${vars.space.small} ${vars.space.medium}`,
          borderRadius: vars.radius.medium,
          backgroundColor: vars.color.brand,
          color: vars.color.onBrand,
          fontWeight: vars.fontWeight.strong,
          textDecoration: 'none',
        }}
      >
        View Lots
        <span style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clipPath: 'inset(50%)' }}>
          {' '}
          of {auction.title}
        </span>
      </a>
    </article>
  );
}
