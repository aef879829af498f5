import { formatAuctionCardStart, type MarketStatus } from '@storefront/domain';
import { useId, type AnchorHTMLAttributes, type ComponentType, type ReactNode, type Ref } from 'react';
import * as buttonStyles from '../Button/Button.css';
import { Countdown, toEpochMs, type CountdownClock, type Instant } from '../Countdown';
import { FallbackImage } from '../LotCard';
import { Skeleton } from '../Skeleton';
import { AuctionCardDescription } from './AuctionCardDescription';
import { DESCRIPTION_PREVIEW_LENGTH } from './truncate';
import * as styles from './AuctionCard.css';

export interface AuctionCardLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'children'> {
  href: string;
  children?: ReactNode;
  ref?: Ref<HTMLAnchorElement>;
}

/** The app's router link; it must hand every prop on to the `<a>`. A plain anchor by default. */
export type AuctionCardLinkComponent = ComponentType<AuctionCardLinkProps>;

function PlainAnchor(props: AuctionCardLinkProps) {
  return <a {...props} />;
}

/** The auction as the card shows it; field names follow the API. */
export interface AuctionCardAuction {
  title: string;
  description?: string | undefined;
  imageSrc?: string | undefined;
  /** Start and close (date_added, date_closed): epoch ms or Date. */
  date_added: Instant;
  date_closed: Instant;
  kind: 'live' | 'timed';
  market_status?: MarketStatus | undefined;
}

export interface AuctionCardProps extends styles.CardVariants {
  auction: AuctionCardAuction;
  /** Where 'View Lots' goes: /auction/{id}?page=1 for live auctions, /auction/timed-auction/{id}?page=1 for timed. */
  href: string;
  linkComponent?: AuctionCardLinkComponent | undefined;
  /** 'View Auction' on past auctions. */
  actionLabel?: 'View Lots' | 'View Auction' | undefined;
  now?: Instant | undefined;
  clock?: CountdownClock | undefined;
  /** The store's logo, shown when the auction's image is missing or broken. */
  logoSrc?: string | undefined;
  descriptionLimit?: number | undefined;
  descriptionExpanded?: boolean | undefined;
  defaultDescriptionExpanded?: boolean | undefined;
  onDescriptionExpandedChange?: ((expanded: boolean) => void) | undefined;
  headingLevel?: 2 | 3 | 4 | undefined;
  loading?: boolean | undefined;
}

/** An auction in a listing or carousel: image, title, start in Pacific time, description, countdown and 'View Lots'. */
export function AuctionCard({
  auction,
  href,
  linkComponent: Link = PlainAnchor,
  actionLabel = 'View Lots',
  now,
  clock,
  logoSrc,
  layout,
  descriptionLimit = DESCRIPTION_PREVIEW_LENGTH,
  descriptionExpanded,
  defaultDescriptionExpanded,
  onDescriptionExpandedChange,
  headingLevel = 3,
  loading = false,
}: AuctionCardProps) {
  const titleId = useId();
  if (loading) return <Skeleton.AuctionCard layout={layout} />;

  const startsAt = toEpochMs(auction.date_added);
  const Heading = `h${headingLevel}` as const;

  return (
    <article className={styles.card({ layout })} aria-labelledby={titleId} data-kind={auction.kind}>
      <FallbackImage src={auction.imageSrc} alt={auction.title} fallbackSrc={logoSrc} />
      <div className={styles.body}>
        <Heading id={titleId} className={styles.title}>
          {auction.title}
        </Heading>
        <p className={styles.start}>
          Starts{' '}
          <time className={styles.startTime} dateTime={new Date(startsAt).toISOString()}>
            {formatAuctionCardStart(startsAt)}
          </time>
        </p>
        {auction.description ? (
          <AuctionCardDescription
            text={auction.description}
            limit={descriptionLimit}
            expanded={descriptionExpanded}
            defaultExpanded={defaultDescriptionExpanded}
            onExpandedChange={onDescriptionExpandedChange}
          />
        ) : null}
        <Countdown
          start={startsAt}
          end={auction.date_closed}
          kind={auction.kind}
          now={now}
          clock={clock}
          market_status={auction.market_status}
          surface="card"
        />
        <Link
          href={href}
          className={buttonStyles.button({ variant: 'primary', size: 'medium', fullWidth: true })}
          aria-describedby={titleId}
        >
          {actionLabel}
        </Link>
      </div>
    </article>
  );
}
