/** Percent completed of a live auction: closed lots / total lots × 100, 0 for an auction without lots. */
export function percentCompleted(close_count: number, total_count: number): number {
  if (total_count <= 0) return 0;
  return Math.min(100, Math.max(0, (close_count / total_count) * 100));
}

export function lotsRemaining(close_count: number, total_count: number): number {
  return Math.max(0, total_count - close_count);
}
