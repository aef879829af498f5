import { useAuctionRoom, useServerClock, useServerTimeReached } from '@storefront/api-client/realtime';
import { buyersOwnTime, formatTime } from '@storefront/domain';
import { Button, Countdown, sprinkles } from '@storefront/ui';
import { useState, type ReactNode } from 'react';
import { useAuction } from '../api/useAuction';

const DESCRIPTION_PREVIEW = 30;

export interface AuctionHeadProps {
  auctionId: number;
  /** What the app puts beside the facts: on a live auction, the way into the room. */
  actions?: ReactNode;
}

const date = (value: string) => formatTime(Date.parse(value), 'lotPage');

/**
 * An auction's lots page head: title, id, timer or 'Auction Closed', Total Items, dates (New York, and the start in the
 * buyer's own time when it reads differently), description.
 */
export function AuctionHead({ auctionId, actions }: AuctionHeadProps) {
  const { data } = useAuction(auctionId);
  const auction = data.data.auction_details;
  const lastEnds = data.data.min_max_date_closed.max_date_closed;
  const clock = useServerClock();
  const pastClose = useServerTimeReached(Date.parse(auction.date_closed));
  useAuctionRoom(auction.id);
  const [expanded, setExpanded] = useState(false);
  const description = auction.description ?? '';
  const long = description.length > DESCRIPTION_PREVIEW;
  const closed = auction.market_status !== 'open' || pastClose;
  const startForBuyer = buyersOwnTime(Date.parse(auction.date_added), 'lotPage');

  return (
    <section aria-labelledby="auction-title" className={sprinkles({ display: 'grid', gap: 'small' })}>
      <h1 id="auction-title">{auction.title}</h1>
      <p>Auction ID: {auction.id}</p>
      {closed ? (
        <p role="status">Auction Closed</p>
      ) : (
        <Countdown
          kind={auction.con_check === 1 ? 'live' : 'timed'}
          start={Date.parse(auction.date_added)}
          end={Date.parse(auction.date_closed)}
          clock={clock}
          market_status={auction.market_status}
        />
      )}
      <dl className={sprinkles({ display: 'grid', gap: 'xsmall' })}>
        <div>
          <dt>Total Items</dt>
          <dd>{auction.total_lot ?? auction.lot_count ?? 0}</dd>
        </div>
        <div>
          <dt>Start Date</dt>
          <dd>{date(auction.date_added)}</dd>
        </div>
        {startForBuyer ? (
          <div>
            <dt>Your Time</dt>
            <dd>{startForBuyer}</dd>
          </div>
        ) : null}
        <div>
          <dt>Auction Begins To End</dt>
          <dd>
            {date(auction.date_added)} - {date(auction.date_closed)}
          </dd>
        </div>
        <div>
          <dt>Last Item Approx Ends On</dt>
          <dd>{date(lastEnds)}</dd>
        </div>
      </dl>
      {description ? (
        <div>
          <p>{expanded || !long ? description : `${description.slice(0, DESCRIPTION_PREVIEW)}…`}</p>
          {long ? (
            <Button variant="ghost" size="small" aria-expanded={expanded} onClick={() => setExpanded(!expanded)}>
              {expanded ? 'Show Less' : 'Show More'}
            </Button>
          ) : null}
        </div>
      ) : null}
      {actions}
    </section>
  );
}
