import { MetalPrices } from '@storefront/ui';
import { useMetalPriceHistory } from '../api/metalPriceHistory';
import { useMetalPrices } from '../api/metalPrices';
import * as styles from './Showcase.css';

/** GOLD, SILVER, PLATINUM, PALLADIUM ('-' when missing), live from metalsLivePrice; demo prices say so. */
export function MetalPriceStrip() {
  const live = useMetalPrices();
  const history = useMetalPriceHistory();
  const points = history.data?.results ?? [];
  const demo = live?.source === 'demo';
  return (
    <div className={styles.prices}>
      <MetalPrices
        prices={live}
        previous={live ? points.at(-1) : undefined}
        history={points}
        loading={!live && history.isPending}
        label={demo ? 'Metal prices (demo prices)' : 'Metal prices'}
      />
      {demo ? <p className={styles.note}>Demo prices: not a market feed.</p> : null}
    </div>
  );
}
