import {
  bidCountOf,
  bidLabels,
  biddableLot,
  biddingAllowed,
  centsFromDollars,
  defaultIncrementTable,
  formatEstimate,
  formatMoney,
  isLive,
  nextMinimumBid,
  type BidStatusKind,
  type Cents,
  type IncrementTable,
} from '@storefront/domain';
import { VisuallyHidden } from 'radix-ui';
import { useId } from 'react';
import { BidControl } from '../BidControl';
import { Button } from '../Button';
import {
  Countdown,
  systemClock,
  toEpochMs,
  useNow,
  type CountdownClock,
  type TickingClock,
  type Instant,
} from '../Countdown';
import { centsOf } from '../../lot/amounts';
import type { LotFields } from '../../lot/fields';
import { priceLabel as priceLabelOf } from '../../lot/priceLabel';
import { FallbackImage } from '../FallbackImage';
import { useHeldHeight } from '../../hooks/useHeldHeight';
import { FavouriteToggle } from './FavouriteToggle';
import { LotAuctionLink } from './LotAuctionLink';
import { LotCardSkeleton } from './LotCardSkeleton';
import { lotStatusChip } from './lotStatusChip';
import { StatusChip } from './StatusChip';
import { useLotAnnouncement } from './useLotAnnouncement';
import * as styles from './LotCard.css';

/** The lot as the card reads it: the API's `Lot` fields, names and units as the API sends them. */
export type LotCardLot = Pick<
  LotFields,
  | 'sku'
  | 'title'
  | 'auction_title'
  | 'avatar'
  | 'lowest'
  | 'highest'
  | 'wprice'
  | 'bid_count'
  | 'bidcnt'
  | 'nobids'
  | 'market_status'
  | 'date_added'
  | 'date_closed'
  | 'con_check'
>;

export interface LotCardProps extends styles.CardVariants {
  lot: LotCardLot;
  /** The lot's auction, where lots of several auctions meet (search results): the card names it as a link there. */
  auctionHref?: string | undefined;
  /** How often a late bid moved the close. */
  extensionCount?: number | undefined;
  /** The signed-in buyer's status on this lot (domain's bidStatus kind); null when they have not bid. */
  bidStatus?: BidStatusKind | null | undefined;
  loggedIn?: boolean | undefined;
  /** The least the buyer may bid; by default the next minimum bid from `increments`. */
  minimumBidCents?: Cents | undefined;
  /** The lot is on the block in its live room now: it is bid on there, not from the card. */
  onTheBlock?: boolean | undefined;
  increments?: IncrementTable | undefined;
  now?: Instant | undefined;
  clock?: CountdownClock | TickingClock | undefined;
  favourite?: boolean | undefined;
  defaultFavourite?: boolean | undefined;
  onToggleFavourite?: ((favourite: boolean) => void) | undefined;
  /** A bid from this card is on its way. */
  bidPending?: boolean | undefined;
  /** As BidControl's: a promise returned empties the bid box once it resolves (the bid was accepted). */
  onPlaceBid: (amountCents: Cents) => unknown;
  onLogin?: (() => void) | undefined;
  /** Opens the lot (its drawer or page) from the title. */
  onOpen?: (() => void) | undefined;
  /** The store's logo, shown when the lot's image is missing or broken. */
  logoSrc?: string | undefined;
  headingLevel?: 2 | 3 | 4 | undefined;
  /** Shows the card's skeleton while the lot loads. */
  loading?: boolean | undefined;
}

/** A lot in a listing: image, number, title, estimate, price, bids, timer, bid box, favourite and status. */
export function LotCard({ loading = false, ...props }: LotCardProps) {
  return loading ? <LotCardSkeleton layout={props.layout} /> : <LotCardView {...props} />;
}

function LotCardView({
  lot,
  auctionHref,
  extensionCount,
  layout = 'grid',
  bidStatus = null,
  loggedIn = true,
  minimumBidCents,
  onTheBlock = false,
  increments = defaultIncrementTable,
  now,
  clock = systemClock,
  favourite,
  defaultFavourite,
  onToggleFavourite,
  bidPending,
  onPlaceBid,
  onLogin,
  onOpen,
  logoSrc,
  headingLevel = 3,
}: Omit<LotCardProps, 'loading'>) {
  const titleId = useId();
  const current = useNow(now, clock, lot.market_status === 'open');
  const live = isLive(lot.con_check);
  const price = centsOf(lot.wprice);
  const bidCount = bidCountOf(lot);
  const startsAt = toEpochMs(lot.date_added);
  const closesAt = toEpochMs(lot.date_closed);
  const bidding = biddingAllowed(biddableLot(lot, onTheBlock), current, 'listing');
  const biddingOpen = bidding.allowed || bidding.reason === 'notStarted';
  const minimumBid = minimumBidCents ?? nextMinimumBid(increments, { price, bidCount });
  const priceLabel = priceLabelOf(lot);
  const chip = lotStatusChip(lot.market_status, bidStatus);
  const announcement = useLotAnnouncement(price, priceLabel, chip?.label ?? null);
  const Heading = `h${headingLevel}` as const;
  const actionsRef = useHeldHeight<HTMLDivElement>(!biddingOpen);

  return (
    <article
      className={styles.card({ layout })}
      aria-labelledby={titleId}
      data-state={biddingOpen ? 'open' : lot.market_status === 'open' ? 'closed' : lot.market_status}
      data-bid-status={bidStatus ?? undefined}
    >
      <div className={styles.media}>
        <FallbackImage
          src={lot.avatar}
          alt={lot.title}
          fallbackSrc={logoSrc}
          ratio={layout === 'grid' ? 'landscape' : 'square'}
        />
      </div>
      <div className={styles.header}>
        <div className={styles.topRow}>
          <span className={styles.lotNumber}>Lot #{lot.sku}</span>
          {chip ? <StatusChip tone={chip.tone}>{chip.label}</StatusChip> : null}
          <span className={styles.favourite}>
            <FavouriteToggle
              pressed={favourite}
              defaultPressed={defaultFavourite}
              onPressedChange={onToggleFavourite}
              loggedIn={loggedIn}
              onLogin={onLogin}
            />
          </span>
        </div>
        <Heading id={titleId} className={styles.title}>
          {onOpen ? (
            <button type="button" className={styles.titleButton} onClick={onOpen}>
              {lot.title}
            </button>
          ) : (
            lot.title
          )}
        </Heading>
        {auctionHref && lot.auction_title ? <LotAuctionLink title={lot.auction_title} href={auctionHref} /> : null}
      </div>
      <dl className={styles.facts}>
        <div className={`${styles.fact} ${styles.estimateFact}`}>
          <dt className={styles.factLabel}>Estimate</dt>
          <dd className={styles.factValue}>
            {formatEstimate(centsFromDollars(lot.lowest), centsFromDollars(lot.highest))}
          </dd>
        </div>
        <div className={styles.fact}>
          <dt className={styles.factLabel}>{priceLabel}</dt>
          <dd className={`${styles.factValue} ${styles.price}`}>{formatMoney(price)}</dd>
        </div>
        <div className={styles.fact}>
          <dt className={styles.factLabel}>Bids</dt>
          <dd className={styles.factValue}>{bidCount}</dd>
        </div>
      </dl>
      <div ref={actionsRef} className={styles.actions}>
        <Countdown
          start={startsAt}
          end={closesAt}
          kind={live ? 'live' : 'timed'}
          now={current}
          market_status={lot.market_status}
          extensionCount={extensionCount}
        />
        {biddingOpen && loggedIn ? (
          <BidControl
            variant="listing"
            compact={layout === 'list' ? 'row' : 'stacked'}
            currentPriceCents={price}
            minimumBidCents={minimumBid}
            increments={increments}
            auctionStarted={bidding.allowed}
            submitting={bidPending}
            onPlaceBid={onPlaceBid}
          />
        ) : null}
        {!bidding.allowed && bidding.reason === 'liveNow' ? <p className={styles.liveNow}>{bidding.message}</p> : null}
        {biddingOpen && !loggedIn ? (
          <Button variant="primary" fullWidth onClick={onLogin}>
            {bidLabels.loginToBid}
          </Button>
        ) : null}
      </div>
      <VisuallyHidden.Root aria-live="polite">{announcement}</VisuallyHidden.Root>
    </article>
  );
}
