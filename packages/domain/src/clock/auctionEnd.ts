/**
 * When an auction ends, as epoch ms: its own close, or its last lot's when that is later (a live auction's last lots
 * are called after the sale's planned end; "Last Item Approx Ends On").
 */
export function auctionEnd(auction: { date_closed: string; max_date_closed?: string | null | undefined }): number {
  return Math.max(Date.parse(auction.date_closed), Date.parse(auction.max_date_closed ?? auction.date_closed));
}
