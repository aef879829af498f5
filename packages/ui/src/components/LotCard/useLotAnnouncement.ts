import { formatMoney, type Cents } from '@storefront/domain';
import { useState } from 'react';

interface Announced {
  price: Cents;
  chip: string | null;
  message: string;
}

/**
 * What the card's polite live region says: nothing at first, then the new status and price each time they change
 * (an outbid notice, a new current bid), without moving focus.
 */
export function useLotAnnouncement(price: Cents, priceLabel: string, chip: string | null): string {
  const [announced, setAnnounced] = useState<Announced>({ price, chip, message: '' });
  if (announced.price !== price || announced.chip !== chip) {
    const parts = [
      announced.chip !== chip ? chip : null,
      announced.price !== price ? `${priceLabel} ${formatMoney(price)}` : null,
    ];
    setAnnounced({ price, chip, message: parts.filter(Boolean).join('. ') });
  }
  return announced.message;
}
