import { useLotRoom, useServerNow } from '@storefront/api-client/realtime';
import { centsFromDollars, formatEstimate, formatMoney } from '@storefront/domain';
import { Countdown, sprinkles } from '@storefront/ui';
import { useLot } from '../api/useLot';

export interface LotOverviewProps {
  lotId: number;
}

/** A lot's facts that move in real time: its price, bid count and timer, kept current by the lot's room. */
export function LotOverview({ lotId }: LotOverviewProps) {
  const { data } = useLot(lotId);
  const lot = data.results;
  const now = useServerNow();
  useLotRoom(lot.id);
  const bidCount = lot.bidcnt ?? lot.bid_count ?? 0;

  return (
    <section aria-labelledby="lot-title" className={sprinkles({ display: 'grid', gap: 'medium' })}>
      <p>Lot # {lot.sku}</p>
      <h1 id="lot-title">{lot.title}</h1>
      <dl className={sprinkles({ display: 'grid', gap: 'small' })}>
        <div>
          <dt>Estimate</dt>
          <dd>{formatEstimate(centsFromDollars(lot.lowest), centsFromDollars(lot.highest))}</dd>
        </div>
        <div>
          <dt>Current Bid</dt>
          <dd>{formatMoney(centsFromDollars(lot.wprice) ?? 0)}</dd>
        </div>
        <div>
          <dt>Bids</dt>
          <dd>{bidCount}</dd>
        </div>
      </dl>
      <Countdown
        kind={lot.con_check === 1 ? 'live' : 'timed'}
        start={Date.parse(lot.date_added)}
        end={Date.parse(lot.date_closed)}
        now={now}
        market_status={lot.market_status}
        size="large"
      />
      {lot.description ? <p>{lot.description}</p> : null}
    </section>
  );
}
