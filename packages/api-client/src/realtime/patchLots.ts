type Rewrite = (record: Record<string, unknown>) => Record<string, unknown> | null;

/**
 * Walks an answer and replaces each object that `rewrite` rewrites (null: not this one, look inside it). Whatever did
 * not change keeps its identity, so React Query's structural sharing re-renders only what moved.
 */
function rewriteObjects<T>(data: T, rewrite: Rewrite): T {
  // A copy is made only on the way back up from a change: walking an answer that holds nothing to rewrite allocates
  // nothing (a bid update walks every lot answer in the cache, in the socket message's task, before the page renders).
  const walk = (value: unknown): unknown => {
    if (value === null || typeof value !== 'object') return value;
    if (Array.isArray(value)) {
      let copy: unknown[] | undefined;
      for (let index = 0; index < value.length; index += 1) {
        const item: unknown = value[index];
        const walked = walk(item);
        if (walked === item) continue;
        copy ??= value.slice();
        copy[index] = walked;
      }
      return copy ?? value;
    }
    const record = value as Record<string, unknown>;
    const rewritten = rewrite(record);
    if (rewritten) return rewritten;
    let copy: Record<string, unknown> | undefined;
    for (const key of Object.keys(record)) {
      const field = record[key];
      const walked = walk(field);
      if (walked === field) continue;
      copy ??= { ...record };
      copy[key] = walked;
    }
    return copy ?? record;
  };
  return walk(data) as T;
}

/** A lot as it sits in any answer (Lot, DashboardLot): an object with its own id and its auction's. */
export interface LotLike {
  id: number;
  lotof: number;
  [field: string]: unknown;
}

const isLotLike = (value: Record<string, unknown>): value is LotLike =>
  typeof value['id'] === 'number' && typeof value['lotof'] === 'number';

/**
 * Rewrites every lot with the given id inside an answer, wherever it sits (a lot page's `results`, a listing's
 * rows, a live room's lots). `patch` returns the lot's new fields, or null to leave that lot as it is.
 */
export function patchLots<T>(data: T, lotId: number, patch: (lot: LotLike) => Record<string, unknown> | null): T {
  return rewriteObjects(data, (record) => {
    if (!isLotLike(record)) return null;
    // Another lot: nothing inside a lot is a lot, so the walk need not go through its fields.
    if (record.id !== lotId) return record;
    const fields = patch(record);
    return fields ? { ...record, ...fields } : record;
  });
}

/** The same for an auction: an object with the auction's id and `con_check` but no `lotof`. */
export function patchAuctions<T>(data: T, auctionId: number, fields: Record<string, unknown>): T {
  return rewriteObjects(data, (record) =>
    record['id'] === auctionId && 'con_check' in record && !('lotof' in record) ? { ...record, ...fields } : null,
  );
}
