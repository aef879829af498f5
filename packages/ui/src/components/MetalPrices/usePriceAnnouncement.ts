import { formatMoney, type Cents } from '@storefront/domain';
import { useState } from 'react';
import { METAL_LABELS, METALS, type Metal } from './metals';

type Snapshot = Record<Metal, Cents | null>;

interface Announced {
  key: string;
  prices: Snapshot;
  message: string;
}

const keyOf = (prices: Snapshot) => METALS.map((metal) => prices[metal] ?? '').join('|');
const isEmpty = (prices: Snapshot) => METALS.every((metal) => prices[metal] === null);

function describe(metal: Metal, before: Cents | null, after: Cents | null): string | null {
  if (before === after) return null;
  if (after === null) return `${METAL_LABELS[metal]} price unavailable`;
  if (before === null) return `${METAL_LABELS[metal]} ${formatMoney(after)}`;
  return `${METAL_LABELS[metal]} ${after > before ? 'up' : 'down'} to ${formatMoney(after)}`;
}

/**
 * What the strip's polite live region says: nothing for the first prices, then the metals
 * whose price moved each time a new price message arrives, without moving focus.
 */
export function usePriceAnnouncement(prices: Snapshot): string {
  const key = keyOf(prices);
  const [announced, setAnnounced] = useState<Announced>({ key, prices, message: '' });
  if (announced.key !== key) {
    const message = isEmpty(announced.prices)
      ? ''
      : METALS.map((metal) => describe(metal, announced.prices[metal], prices[metal]))
          .filter(Boolean)
          .join('. ');
    setAnnounced({ key, prices, message });
  }
  return announced.message;
}
