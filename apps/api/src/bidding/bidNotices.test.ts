import { describe, expect, it, vi } from 'vitest';
import type { Mailer, Notice } from '../mail/mailer';
import { bidSubmittedNotice, outbidNotice } from '../mail/messages';
import { bidNoticesOf } from './bidNotices';

const lot = (userId: number, lotId: number) => ({
  userId,
  lotTitle: `Lot ${lotId}`,
  link: `https://store.example/timedlotView/1/${lotId}/${userId}`,
});

function recordingMailer() {
  const batches: Notice[][] = [];
  const mailer = {
    send: vi.fn(),
    notify: vi.fn(),
    notifyAll: vi.fn(async (notices: readonly Notice[]) => {
      batches.push([...notices]);
      return notices.map(() => true);
    }),
  } satisfies Mailer;
  return { mailer, batches };
}

describe("a storm's bid notices", () => {
  it('sends the notices of one turn together, one per buyer, kind and lot: the last', async () => {
    const { mailer, batches } = recordingMailer();
    const send = bidNoticesOf(mailer);
    await Promise.all([
      send([bidSubmittedNotice({ ...lot(1, 10), amount: 'US $100.00' }), outbidNotice(lot(2, 10))]),
      send([bidSubmittedNotice({ ...lot(2, 10), amount: 'US $110.00' }), outbidNotice(lot(1, 10))]),
      send([bidSubmittedNotice({ ...lot(1, 10), amount: 'US $120.00' }), outbidNotice(lot(2, 10))]),
      send([bidSubmittedNotice({ ...lot(1, 11), amount: 'US $50.00' })]),
    ]);

    expect(batches).toHaveLength(1);
    expect(
      batches[0]!.map((notice) => [notice.userId, notice.kind, notice.subject, notice.text.split('\n')[0]]),
    ).toEqual([
      [2, 'bidSubmitted', 'Bid submitted: Lot 10', 'Your bid of US $110.00 on Lot 10 was submitted.'],
      [1, 'outbid', 'You have been outbid: Lot 10', 'Another bidder is now leading on Lot 10.'],
      [1, 'bidSubmitted', 'Bid submitted: Lot 10', 'Your bid of US $120.00 on Lot 10 was submitted.'],
      [2, 'outbid', 'You have been outbid: Lot 10', 'Another bidder is now leading on Lot 10.'],
      [1, 'bidSubmitted', 'Bid submitted: Lot 11', 'Your bid of US $50.00 on Lot 11 was submitted.'],
    ]);
  });

  it('sends a later turn as a batch of its own', async () => {
    const { mailer, batches } = recordingMailer();
    const send = bidNoticesOf(mailer);
    await send([outbidNotice(lot(1, 10))]);
    await send([outbidNotice(lot(1, 10))]);
    expect(batches.map((batch) => batch.length)).toEqual([1, 1]);
  });
});
