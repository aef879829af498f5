import type { Lot } from '@storefront/api-client';
import { centsFromDollars, metalContentOf } from '@storefront/domain';
import { SpotValue } from '@storefront/ui';
import { useMetalPriceHistory } from '../api/metalPriceHistory';
import { useMetalPrices } from '../api/metalPrices';

export interface LotSpotValueProps {
  lot: Pick<Lot, 'metal' | 'metal_troy_oz' | 'wprice'>;
}

/**
 * A lot's melt value and premium over spot, from the live metal prices (the last daily price until the first live
 * one); nothing for a lot whose metal or weight is not known.
 */
export function LotSpotValue({ lot }: LotSpotValueProps) {
  const live = useMetalPrices();
  const history = useMetalPriceHistory();
  const content = metalContentOf(lot);
  if (!content) return null;
  const prices = live ?? history.data?.results.at(-1) ?? null;
  return (
    <SpotValue
      metal={content.metal}
      troyOunces={content.troyOunces}
      spotCents={centsFromDollars(prices?.[content.metal])}
      priceCents={centsFromDollars(lot.wprice) ?? 0}
      demo={live?.source === 'demo'}
      loading={!live && history.isPending}
    />
  );
}
