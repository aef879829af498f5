import fc from 'fast-check';
import { describe, it } from 'vitest';
import { defaultIncrementTable, incrementAt, type IncrementTable } from '../increments/table';
import { formatAmount } from '../money/format';
import { createLot } from './createLot';
import { placeBid } from './placeBid';
import { publicLot } from './publicLot';
import { retractBid } from './retractBid';
import type { BidKind, Decision, LotEvent, LotRules, LotState } from './types';

/*
 * A brute-force reference model of the proxy rules: every question is answered from the full list of accepted bids,
 * recomputed from scratch, with no running state.
 */

interface ReferenceBid {
  readonly bidderId: string;
  readonly kind: BidKind;
  readonly amount: number;
}

interface Leader {
  readonly bidderId: string;
  readonly maximum: number;
}

/** The highest maximum; of equal ones, the earliest. */
function leaderOf(bids: readonly ReferenceBid[]): Leader | null {
  let leader: Leader | null = null;
  for (const bid of bids) {
    if (leader === null || bid.amount > leader.maximum) leader = { bidderId: bid.bidderId, maximum: bid.amount };
  }
  return leader;
}

/** The price: the highest pressure any bid put on it, given who led just before and just after that bid. */
function referencePrice(rules: LotRules, bids: readonly ReferenceBid[]): number {
  const increment = (amount: number) => incrementAt(rules.increments, amount);
  const finalLeader = leaderOf(bids);
  let price = rules.openingBid;
  if (finalLeader !== null && rules.reserve !== null && finalLeader.maximum >= rules.reserve) {
    price = Math.max(price, rules.reserve);
  }
  bids.forEach((bid, index) => {
    const before = leaderOf(bids.slice(0, index));
    const after = leaderOf(bids.slice(0, index + 1)) as Leader;
    let pressure: number;
    if (after.bidderId !== bid.bidderId) pressure = Math.min(after.maximum, bid.amount + increment(bid.amount));
    else if (bid.kind === 'hard') pressure = bid.amount;
    else if (before === null) pressure = rules.openingBid;
    else if (before.bidderId === bid.bidderId) pressure = 0;
    else pressure = Math.min(bid.amount, before.maximum + increment(before.maximum));
    price = Math.max(price, pressure);
  });
  return price;
}

function referenceMinimum(rules: LotRules, bids: readonly ReferenceBid[], bidderId: string): number {
  const price = referencePrice(rules, bids);
  const next = Math.max(1, bids.length === 0 ? price : price + incrementAt(rules.increments, price));
  const leader = leaderOf(bids);
  if (leader === null || leader.bidderId !== bidderId) return next;
  return Math.max(next, leader.maximum + incrementAt(rules.increments, leader.maximum));
}

function fail(message: string): never {
  throw new Error(message);
}

function check(condition: boolean, message: () => string): void {
  if (!condition) fail(message());
}

/** The engine state agrees with the reference on everything the issue lists. */
function checkAgainstReference(state: LotState, bids: readonly ReferenceBid[]): void {
  const { rules } = state;
  const leader = leaderOf(bids);
  const show = () => JSON.stringify({ bids, price: state.price, leaderId: state.leaderId, max: state.leaderMaximum });
  check(state.bidCount === bids.length && state.bids.length === bids.length, () => `every bid counted once ${show()}`);
  check(
    state.bids.every(
      (bid, index) =>
        bid.bidderId === bids[index]?.bidderId && bid.amount === bids[index]?.amount && bid.kind === bids[index]?.kind,
    ),
    () => `history ${show()}`,
  );
  check(state.leaderMaximum === (leader?.maximum ?? null), () => `leader holds the highest maximum ${show()}`);
  check(state.leaderId === (leader?.bidderId ?? null), () => `earlier of equal maximums leads ${show()}`);
  check(state.price === referencePrice(rules, bids), () => `price ${referencePrice(rules, bids)} ${show()}`);
  if (leader !== null) check(state.price <= leader.maximum, () => `price above the leader maximum ${show()}`);
  const maximumReachesReserve = leader !== null && (rules.reserve === null || leader.maximum >= rules.reserve);
  check(publicLot(state).reserveMet === maximumReachesReserve, () => `reserve met ${show()}`);
  if (maximumReachesReserve && rules.reserve !== null) {
    check(state.price >= rules.reserve, () => `price meets the reserve ${show()}`);
  }
}

function hasMaximumKey(value: unknown): boolean {
  if (value === null || typeof value !== 'object') return false;
  return Object.entries(value).some(([key, inner]) => /maximum/i.test(key) || hasMaximumKey(inner));
}

/** Public events never carry a maximum; a private acknowledgement carries only its own bidder's. */
function checkEvents(events: readonly LotEvent[], bids: readonly ReferenceBid[], bidderId: string): void {
  for (const event of events) {
    if (event.audience === 'everyone') check(!hasMaximumKey(event), () => `maximum in ${JSON.stringify(event)}`);
    if (event.type === 'bidAccepted') {
      const own = Math.max(...bids.filter((bid) => bid.bidderId === bidderId).map((bid) => bid.amount));
      check(event.bidderId === bidderId && event.ownMaximum === own, () => `acknowledgement ${JSON.stringify(event)}`);
    }
  }
}

function expectRejection(decision: Decision, message: string, context: () => string): void {
  check(!decision.ok, () => `accepted, expected '${message}' ${context()}`);
  if (!decision.ok) {
    check(
      decision.rejection.message === message,
      () => `'${decision.rejection.message}' not '${message}' ${context()}`,
    );
  }
}

const oddTable: IncrementTable = [
  { from: 0, to: 1_500, increment: 100 },
  { from: 1_500, to: 10_000, increment: 250 },
  { from: 10_000, to: null, increment: 700 },
];

const rulesArbitrary = (live: boolean) =>
  fc.record({
    openingBid: fc.integer({ min: 1, max: 20_000 }),
    reserveAbove: fc.option(fc.integer({ min: 0, max: 60_000 }), { nil: null }),
    increments: fc.constantFrom(defaultIncrementTable, oddTable),
    softCloseMinutes: fc.constantFrom(5, 5, 2, 10),
    live: fc.constant(live),
  });

type Target = 'above' | 'below' | 'tie' | 'minimum';

const stepArbitrary = fc.record({
  bidder: fc.constantFrom('a', 'b', 'c', 'd'),
  kind: fc.constantFrom<BidKind>('maximum', 'maximum', 'maximum', 'hard'),
  target: fc.constantFrom<Target>('above', 'above', 'above', 'below', 'tie', 'minimum'),
  extra: fc.oneof(
    fc.integer({ min: 0, max: 300 }),
    fc.integer({ min: 0, max: 5_000 }),
    fc.integer({ min: 0, max: 200_000 }),
  ),
  advance: fc.integer({ min: 0, max: 8 * 60_000 }),
  retract: fc.boolean(),
});

type Step = typeof stepArbitrary extends fc.Arbitrary<infer T> ? T : never;

function amountFor(step: Step, rules: LotRules, bids: readonly ReferenceBid[]): number {
  const minimum = referenceMinimum(rules, bids, step.bidder);
  switch (step.target) {
    case 'above':
      return minimum + step.extra;
    case 'below':
      return Math.max(1, minimum - 1 - (step.extra % Math.max(1, minimum - 1)));
    case 'tie':
      return leaderOf(bids)?.maximum ?? minimum;
    case 'minimum':
      return minimum;
  }
}

/** Whether the reference takes a bid, and if not the message the spec gives. */
function referenceVerdict(rules: LotRules, bids: readonly ReferenceBid[], step: Step, amount: number): string | null {
  const leader = leaderOf(bids);
  if (step.kind === 'hard' && leader?.bidderId === step.bidder) return 'You are already the highest bidder.';
  const minimum = referenceMinimum(rules, bids, step.bidder);
  if (amount < minimum) return `Enter $${formatAmount(minimum)} or more`;
  const onGrid = amount % incrementAt(rules.increments, amount) === 0;
  if (rules.live && step.kind === 'hard' && amount !== minimum && !onGrid) {
    return 'Please Enter Valid Value.Bid Amount Should Be Multiples Of Bid Increment.';
  }
  return null;
}

function sameState(a: LotState, b: LotState): boolean {
  const { rules: rulesA, bids: bidsA, ...restA } = a;
  const { rules: rulesB, bids: bidsB, ...restB } = b;
  const keys = Object.keys(restA) as (keyof typeof restA)[];
  return (
    rulesA === rulesB &&
    keys.length === Object.keys(restB).length &&
    keys.every((key) => restA[key] === restB[key]) &&
    bidsA.length === bidsB.length &&
    bidsA.every((bid, index) => {
      const other = bidsB[index];
      return (
        other !== undefined &&
        (Object.keys(bid) as (keyof typeof bid)[]).every((key) => bid[key] === other[key]) &&
        Object.keys(bid).length === Object.keys(other).length
      );
    })
  );
}

const RUNS = 10_000;
const MINUTE = 60_000;

describe('the proxy engine against a brute-force reference model', () => {
  it(`timed lots: ${RUNS} random bid sequences with the clock running into the soft close`, () => {
    fc.assert(
      fc.property(
        rulesArbitrary(false),
        fc.array(stepArbitrary, { minLength: 1, maxLength: 24, size: 'max' }),
        (shape, steps) => {
          const startsAt = 0;
          let closesAt = 45 * MINUTE;
          let extensionCount = 0;
          let state = createLot({
            ...shape,
            reserve: shape.reserveAbove === null ? null : shape.openingBid + shape.reserveAbove,
            startsAt,
            closesAt,
          });
          const { rules } = state;
          const bids: ReferenceBid[] = [];
          let now = MINUTE;
          for (const step of steps) {
            now += step.advance;
            const amount = amountFor(step, rules, bids);
            const decision = placeBid(state, { bidderId: step.bidder, kind: step.kind, amount }, now);
            const context = () => JSON.stringify({ bids, step, amount, now, closesAt });
            if (now >= closesAt) {
              expectRejection(decision, 'Auction Closed', context);
              continue;
            }
            const verdict = referenceVerdict(rules, bids, step, amount);
            if (verdict !== null) {
              expectRejection(decision, verdict, context);
              continue;
            }
            if (!decision.ok) return fail(`rejected '${decision.rejection.message}' ${context()}`);
            const priceBefore = referencePrice(rules, bids);
            bids.push({ bidderId: step.bidder, kind: step.kind, amount });
            const window = rules.softCloseMinutes * MINUTE;
            if (referencePrice(rules, bids) !== priceBefore && closesAt - now < window) {
              closesAt = Math.ceil((now + window) / 1000) * 1000;
              extensionCount++;
            }
            state = decision.state;
            checkAgainstReference(state, bids);
            checkEvents(decision.events, bids, step.bidder);
            check(
              state.closesAt === closesAt && state.extensionCount === extensionCount,
              () => `soft close ${context()}`,
            );
          }
          return true;
        },
      ),
      { numRuns: RUNS },
    );
  });

  it(`live lots before the start: ${RUNS} random sequences with retractions, each retraction then re-adding restoring the state`, () => {
    fc.assert(
      fc.property(
        rulesArbitrary(true),
        fc.array(stepArbitrary, { minLength: 1, maxLength: 24, size: 'max' }),
        (shape, steps) => {
          const startsAt = 10 * 24 * 60 * MINUTE;
          let state = createLot({
            ...shape,
            reserve: shape.reserveAbove === null ? null : shape.openingBid + shape.reserveAbove,
            startsAt,
            closesAt: startsAt + 60 * MINUTE,
          });
          const { rules } = state;
          const bids: ReferenceBid[] = [];
          let now = 0;
          for (const step of steps) {
            now += step.advance;
            const context = () => JSON.stringify({ bids, step, now });
            if (step.retract && step.target === 'tie') {
              const leader = leaderOf(bids);
              const decision = retractBid(state, { bidderId: step.bidder }, now);
              if (leader?.bidderId !== step.bidder) {
                expectRejection(decision, 'Only the highest bidder can retract a bid.', context);
                continue;
              }
              if (!decision.ok) return fail(`retraction refused ${context()}`);
              const latest = bids.findLastIndex((bid) => bid.bidderId === step.bidder);
              bids.splice(latest, 1);
              state = decision.state;
              checkAgainstReference(state, bids);
              checkEvents(decision.events, bids, step.bidder);
              continue;
            }
            const amount = amountFor(step, rules, bids);
            const decision = placeBid(state, { bidderId: step.bidder, kind: step.kind, amount }, now);
            const verdict = referenceVerdict(rules, bids, step, amount);
            if (verdict !== null) {
              expectRejection(decision, verdict, context);
              continue;
            }
            if (!decision.ok) return fail(`rejected '${decision.rejection.message}' ${context()}`);
            bids.push({ bidderId: step.bidder, kind: step.kind, amount });
            checkAgainstReference(decision.state, bids);
            checkEvents(decision.events, bids, step.bidder);
            if (decision.state.leaderId === step.bidder) {
              const retracted = retractBid(decision.state, { bidderId: step.bidder }, now);
              if (!retracted.ok) return fail(`retraction refused ${context()}`);
              check(sameState(retracted.state, state), () => `retraction did not restore the state ${context()}`);
              const again = placeBid(retracted.state, { bidderId: step.bidder, kind: step.kind, amount }, now);
              if (!again.ok) return fail(`re-adding refused ${context()}`);
              check(sameState(again.state, decision.state), () => `re-adding did not give the same state ${context()}`);
            }
            state = decision.state;
          }
          return true;
        },
      ),
      { numRuns: RUNS },
    );
  });

  it('without hard bids, reserve or leader raises, the price is min(highest, second highest + increment)', () => {
    const steps = fc.array(
      fc.record({ bidder: fc.constantFrom('a', 'b', 'c'), extra: fc.integer({ min: 0, max: 3_000 }) }),
      {
        minLength: 1,
        maxLength: 20,
      },
    );
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 5_000 }),
        fc.constantFrom(defaultIncrementTable, oddTable),
        steps,
        (openingBid, increments, sequence) => {
          let state = createLot({ openingBid, increments, startsAt: 0, closesAt: 1e12 });
          const maxima = new Map<string, number>();
          for (const { bidder, extra } of sequence) {
            if (state.leaderId === bidder) continue;
            const amount = publicLot(state).nextMinimumBid + extra;
            const decision = placeBid(state, { bidderId: bidder, kind: 'maximum', amount }, 1);
            if (!decision.ok) return fail(decision.rejection.message);
            state = decision.state;
            maxima.set(bidder, Math.max(maxima.get(bidder) ?? 0, amount));
            const sorted = [...maxima.values()].sort((x, y) => y - x);
            const [highest = 0, second] = sorted;
            const expected =
              second === undefined
                ? openingBid
                : Math.max(openingBid, Math.min(highest, second + incrementAt(increments, second)));
            check(
              state.price === expected,
              () => `price ${state.price} expected ${expected} ${JSON.stringify([...maxima])}`,
            );
          }
          return true;
        },
      ),
      { numRuns: 2_000 },
    );
  });
});
