import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import type { components } from '../generated/storefront';
import { writeOwnBid } from './ownBid';

type BidAcknowledgement = components['schemas']['BidAcknowledgement'];

const lotKey = ['getProductDetails', { body: { product_id: 7 } }] as const;
const listingKey = ['searchAuctionLots', { body: { lotof: 3, page: 1, limit: 20, userid: 12 } }] as const;
const dashboardKey = ['buyerDashboard', { body: { status: 'bidactive', page: 1, sh_limit: 10 } }] as const;
const lot = { id: 7, lotof: 3, title: 'Morgan dollar', wprice: 100, next_bid: 105, bidcnt: 4, reserve_met: 0 };

const answer = (fields: Partial<BidAcknowledgement> = {}): BidAcknowledgement => ({
  status: 'success',
  id: 7,
  bpop_bidstatus: 'You are winning at $105.00 with your proxy bid of $150.00 placed',
  bpop_higher: 12,
  bpop_wprice: 105,
  bpop_nextbid: 155,
  bpop_nextbid_org: 110,
  bpop_bidcount: 5,
  bpop_increment: 5,
  maxbidamt: 150,
  userBidCount: 2,
  date_closed: '2026-06-01T17:07:00Z',
  reserve_met: 1,
  ...fields,
});

function setUp() {
  const queryClient = new QueryClient();
  queryClient.setQueryData(lotKey, { success: 'yes', results: { ...lot, maxbidamt: 120, userBidCount: 1 } });
  queryClient.setQueryData(listingKey, { status: 'success', response: { results: [{ ...lot, id: 6 }, lot] } });
  const dashboard = { success: 'yes', results: [{ ...lot, mybidid: 40 }], total_pagecnt: 1 };
  queryClient.setQueryData(dashboardKey, dashboard);
  const lotPage = () => (queryClient.getQueryData(lotKey) as { results: Record<string, unknown> }).results;
  const rows = () =>
    (queryClient.getQueryData(listingKey) as { response: { results: Record<string, unknown>[] } }).response.results;
  return { queryClient, lotPage, rows, dashboard };
}

describe('writeOwnBid', () => {
  it("writes the bidder's answer into every answer holding the lot: the lot as the bid left it and their own view", () => {
    const { queryClient, lotPage, rows } = setUp();
    expect(writeOwnBid(queryClient, answer())).toBe(true);
    const written = {
      wprice: 105,
      next_bid: 110,
      bidcnt: 5,
      highbid_user_id: 12,
      reserve_met: 1,
      maxbidamt: 150,
      userBidCount: 2,
      bidtopstatus: 'You are winning at $105.00 with your proxy bid of $150.00 placed',
    };
    expect(lotPage()).toMatchObject(written);
    expect(rows()[1]).toMatchObject(written);
    expect(rows()[0]).toMatchObject({ id: 6, wprice: 100 });
  });

  it("leaves the buyer's lists to their own read", () => {
    const { queryClient, dashboard } = setUp();
    writeOwnBid(queryClient, answer());
    expect(queryClient.getQueryData(dashboardKey)).toBe(dashboard);
  });

  it('keeps a later bid the cache already holds, and still takes the bidder’s own maximum', () => {
    const { queryClient, lotPage } = setUp();
    queryClient.setQueryData(lotKey, { success: 'yes', results: { ...lot, wprice: 160, bidcnt: 6, userBidCount: 1 } });
    writeOwnBid(queryClient, answer());
    expect(lotPage()).toMatchObject({ wprice: 160, bidcnt: 6, maxbidamt: 150, userBidCount: 2 });
  });

  it("leaves the bidder's own view to a later answer of theirs that is already written", () => {
    const { queryClient, lotPage } = setUp();
    writeOwnBid(queryClient, answer({ maxbidamt: 200, userBidCount: 3, bpop_bidcount: 6, bpop_wprice: 110 }));
    writeOwnBid(queryClient, answer());
    expect(lotPage()).toMatchObject({ wprice: 110, bidcnt: 6, maxbidamt: 200, userBidCount: 3 });
  });

  it('reads the lot again when a read of it was on its way: its answer may come from before the bid', async () => {
    const { queryClient, lotPage } = setUp();
    const before = { success: 'yes', results: { ...lot, maxbidamt: 120, userBidCount: 1 } };
    const after = { success: 'yes', results: { ...lot, wprice: 105, bidcnt: 5, maxbidamt: 150, userBidCount: 2 } };
    let answerBefore = (_answer: unknown) => {};
    const read = vi
      .fn()
      .mockImplementationOnce(() => new Promise((resolve) => (answerBefore = resolve)))
      .mockResolvedValueOnce(after);
    const observer = new QueryObserver(queryClient, { queryKey: lotKey, queryFn: read, staleTime: Infinity });
    const shownMaximums: unknown[] = [];
    const stop = observer.subscribe((result) =>
      shownMaximums.push((result.data as typeof before | undefined)?.results.maxbidamt),
    );
    void observer.refetch();
    await vi.waitFor(() => expect(read).toHaveBeenCalledOnce());

    writeOwnBid(queryClient, answer());
    expect(lotPage()).toMatchObject({ wprice: 105, maxbidamt: 150 });
    answerBefore(before);
    await vi.waitFor(() => expect(read).toHaveBeenCalledTimes(2));
    await vi.waitFor(() => expect(queryClient.getQueryState(lotKey)?.fetchStatus).toBe('idle'));
    expect(lotPage()).toMatchObject({ wprice: 105, bidcnt: 5, maxbidamt: 150, userBidCount: 2 });
    // The answer from before the bid was never shown: once written, the maximum stayed the bid's.
    expect(shownMaximums.slice(shownMaximums.indexOf(150))).not.toContain(120);
    stop();
  });

  it('reads nothing again when no read of the lot is on its way', () => {
    const { queryClient } = setUp();
    const read = vi.fn();
    const observer = new QueryObserver(queryClient, { queryKey: lotKey, queryFn: read, staleTime: Infinity });
    const stop = observer.subscribe(() => undefined);
    writeOwnBid(queryClient, answer());
    expect(read).not.toHaveBeenCalled();
    stop();
  });

  it('writes nothing for a refusal or an answer without what the page needs', () => {
    const { queryClient, lotPage } = setUp();
    const before = lotPage();
    expect(writeOwnBid(queryClient, { status: 'failed', id: 7, error: 'Bid too low' })).toBe(false);
    const withoutReserve = answer();
    delete withoutReserve.reserve_met;
    expect(writeOwnBid(queryClient, withoutReserve)).toBe(false);
    expect(lotPage()).toBe(before);
  });
});
