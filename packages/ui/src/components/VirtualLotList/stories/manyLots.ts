import type { LotCardLot } from '../../LotCard';
import { goldEagle, morganDollar, silverBar } from '../../LotCard/stories/lots';

export type NumberedLot = LotCardLot & { id: number };

const kinds = [goldEagle, silverBar, morganDollar];

/** A live auction's worth of lots: the three story lots in turn, each numbered as the catalogue numbers them. */
export function manyLots(count: number): NumberedLot[] {
  return Array.from({ length: count }, (_, index) => {
    const kind = kinds[index % kinds.length]!;
    const sku = String(1001 + index);
    return { ...kind, id: index + 1, sku, title: `${kind.title} (lot ${sku})` };
  });
}
