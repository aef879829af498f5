import { formatTime, isLive } from '@storefront/domain';
import { useId } from 'react';
import * as buttonStyles from '../Button/Button.css';
import { Countdown, toEpochMs, type CountdownClock, type TickingClock, type Instant } from '../Countdown';
import { FallbackImage } from '../FallbackImage';
import { Link } from '../LinkProvider';
import type { AuctionFields } from '../../lot/fields';
import { AuctionCardSkeleton } from './AuctionCardSkeleton';
import { AuctionCardDescription } from './AuctionCardDescription';
import { DESCRIPTION_PREVIEW_LENGTH } from './truncate';
import * as styles from './AuctionCard.css';

/** The auction as the card reads it: the API's `Auction` fields, names and units as the API sends them. */
export type AuctionCardAuction = Pick<
  AuctionFields,
  'title' | 'description' | 'file_name' | 'avatar' | 'date_added' | 'date_closed' | 'con_check'
> &
  Partial<Pick<AuctionFields, 'market_status'>>;

export interface AuctionCardProps extends styles.CardVariants {
  auction: AuctionCardAuction;
  /** Where 'View Lots' goes: /auction/{id}?page=1 for live auctions, /auction/timed-auction/{id}?page=1 for timed. */
  href: string;
  /** 'View Auction' on past auctions. */
  actionLabel?: 'View Lots' | 'View Auction' | undefined;
  now?: Instant | undefined;
  clock?: CountdownClock | TickingClock | undefined;
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
  if (loading) return <AuctionCardSkeleton layout={layout} />;

  const startsAt = toEpochMs(auction.date_added);
  const kind = isLive(auction.con_check) ? 'live' : 'timed';
  const Heading = `h${headingLevel}` as const;

  return (
    <article className={styles.card({ layout })} aria-labelledby={titleId} data-kind={kind}>
      <FallbackImage src={auction.file_name ?? auction.avatar} alt={auction.title} fallbackSrc={logoSrc} />
      <div className={styles.body}>
        <Heading id={titleId} className={styles.title}>
          {auction.title}
        </Heading>
        <p className={styles.start}>
          Starts{' '}
          <time className={styles.startTime} dateTime={new Date(startsAt).toISOString()}>
            {formatTime(startsAt, 'auctionCard')}
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
          kind={kind}
          now={now}
          clock={clock}
          market_status={auction.market_status}
          surface="card"
        />
        <Link
          href={href}
          className={`${buttonStyles.button({ variant: 'primary', size: 'medium', fullWidth: true })} ${styles.action}`}
          aria-describedby={titleId}
        >
          {actionLabel}
        </Link>
      </div>
    </article>
  );
}
