import { useLotRoom, useServerClock } from '@storefront/api-client/realtime';
import { bidCountOf, centsFromDollars, formatEstimate } from '@storefront/domain';
import { Countdown, sprinkles } from '@storefront/ui';
import { useState, type ReactNode } from 'react';
import { useLot } from '../api/useLot';
import { LotBidHistory } from './LotBidHistory';

export interface LotOverviewProps {
  lotId: number;
  /** The favourite heart, composed by the app from the favourites slice. */
  favourite?: ReactNode;
}

/** A lot's facts that move in real time: its price, bid count and timer, kept current by the lot's room. */
export function LotOverview({ lotId, favourite }: LotOverviewProps) {
  const { data } = useLot(lotId);
  const lot = data.results;
  const clock = useServerClock();
  useLotRoom(lot.id);
  const bidCount = bidCountOf(lot);
  const closesAt = Date.parse(lot.date_closed);
  // The close this page first read: a later one came from a late bid (belowFive), seen here the moment it landed.
  const [firstClose] = useState(closesAt);

  return (
    <section aria-labelledby="lot-title" className={sprinkles({ display: 'grid', gap: 'medium' })}>
      <div className={sprinkles({ display: 'flex', justifyContent: 'space-between', alignItems: 'center' })}>
        <p>Lot # {lot.sku}</p>
        {favourite}
      </div>
      <h1 id="lot-title">{lot.title}</h1>
      <dl className={sprinkles({ display: 'grid', gap: 'small' })}>
        <div>
          <dt>Estimate</dt>
          <dd>{formatEstimate(centsFromDollars(lot.lowest), centsFromDollars(lot.highest))}</dd>
        </div>
      </dl>
      {/* A block around the button, so the grid does not stretch it across the column. */}
      <div>
        <LotBidHistory lotId={lot.id} lotTitle={lot.title} con_check={lot.con_check} bidCount={bidCount} />
      </div>
      <Countdown
        kind={lot.con_check === 1 ? 'live' : 'timed'}
        start={Date.parse(lot.date_added)}
        end={closesAt}
        clock={clock}
        market_status={lot.market_status}
        extended={closesAt > firstClose}
        extensionCount={lot.extension_count}
        size="large"
      />
    </section>
  );
}
