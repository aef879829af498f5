import type { Lot } from '@storefront/api-client';
import { centsFromDollars, formatMoney } from '@storefront/domain';
import { useEffect, useRef, useState } from 'react';

const price = (lot: Pick<Lot, 'wprice'>) => formatMoney(centsFromDollars(lot.wprice) ?? 0);

interface Seen {
  id: number;
  wprice: number;
  leader: number | null | undefined;
}

/** How many announcements the room's log keeps on screen (older ones were already read out). */
const KEPT = 3;

/**
 * The sentences of the room's polite log: the lot put up, a new price, the buyer outbid, a lot sold or passed. One is
 * added only when one of those happens, never with the countdown.
 */
export function useRoomAnnouncements(
  lots: readonly Lot[],
  onBlock: Lot | undefined,
  buyerId: number | null,
): readonly string[] {
  const [messages, setMessages] = useState<readonly string[]>([]);
  const setMessage = (message: string) => setMessages((shown) => [...shown, message].slice(-KEPT));
  const seen = useRef<Seen | null>(null);
  // Re-running with the same lot, price and leader changes nothing: only those move the announcement.
  const id = onBlock?.id;
  const wprice = onBlock?.wprice;
  const leader = onBlock?.highbid_user_id;

  useEffect(() => {
    const before = seen.current;
    seen.current = onBlock ? { id: onBlock.id, wprice: onBlock.wprice, leader: onBlock.highbid_user_id } : null;
    const finished = before && before.id !== id ? lots.find((lot) => lot.id === before.id) : undefined;
    const hammer = finished
      ? finished.market_status === 'sold'
        ? `Lot # ${finished.sku} sold for ${price(finished)}. `
        : `Lot # ${finished.sku} passed. `
      : '';
    if (!onBlock) {
      if (hammer) setMessage(hammer.trim());
      return;
    }
    if (!before || before.id !== onBlock.id) {
      setMessage(`${hammer}Now on the block: Lot # ${onBlock.sku}, ${onBlock.title}. Current bid ${price(onBlock)}.`);
      return;
    }
    if (before.wprice === onBlock.wprice && before.leader === onBlock.highbid_user_id) return;
    const outbid = buyerId !== null && before.leader === buyerId && onBlock.highbid_user_id !== buyerId;
    setMessage(outbid ? `You have been outbid. Current bid ${price(onBlock)}.` : `Current bid ${price(onBlock)}.`);
  }, [lots, onBlock, id, wprice, leader, buyerId]);

  return messages;
}
