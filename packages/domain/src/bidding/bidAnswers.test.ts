import { describe, expect, it } from 'vitest';
import { bidAcknowledgement, bidRefusal } from './bidAnswers';
import { createLot } from './createLot';
import { placeBid } from './placeBid';

/** $7 a step below $1,000: not the default table's $25 at $120. */
const increments = [
  { from: 0, to: 1_000_00, increment: 7_00 },
  { from: 1_000_00, to: null, increment: 70_00 },
];

/** The answer to buyer 7's first maximum bid on a lot opening at $120. */
function answerTo(amount: number, { extended = false } = {}) {
  const state = createLot({ openingBid: 120_00, increments, startsAt: 0, closesAt: 1e12 });
  const decision = placeBid(state, { bidderId: '7', kind: 'maximum', amount }, 1_000);
  if (!decision.ok) throw new Error(decision.rejection.message);
  const accepted = decision.events.find((event) => event.type === 'bidAccepted');
  if (!accepted) throw new Error('no bidAccepted event');
  return bidAcknowledgement({
    lotId: 5,
    lot: accepted.lot,
    increments: decision.state.rules.increments,
    ownMaximum: accepted.ownMaximum,
    leading: accepted.leading,
    userBidCount: 1,
    extended,
  });
}

describe('bidAcknowledgement', () => {
  it("steps by the lot's own increments, as the engine decided the bid", () => {
    const answer = answerTo(200_00);
    expect(answer).toMatchObject({
      status: 'success',
      id: 5,
      bpop_error: 'Bid placed successfully',
      bpop_higher: 7,
      bpop_wprice: 120,
      bpop_nextbid: 207,
      bpop_nextbid_org: 127,
      bpop_bidcount: 1,
      bpop_increment: 7,
      bpop_cuser_increment: 7,
      maxbidamt: 200,
      userBidCount: 1,
      reserve_met: 1,
    });
    expect(answer.bpop_bidstatus).toMatch(/winning/i);
  });

  it('says until when bidding runs when the bid moved the close', () => {
    expect(answerTo(130_00, { extended: true }).bpop_error).toMatch(
      /^Bid placed successfully\. Bidding was extended: the lot now closes at /,
    );
  });
});

describe('bidRefusal', () => {
  it('carries the reason word for word', () => {
    expect(bidRefusal(5, 'Enter $127.00 or more')).toEqual({ status: 'failed', id: 5, error: 'Enter $127.00 or more' });
  });
});
