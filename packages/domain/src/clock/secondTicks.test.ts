import { describe, expect, it } from 'vitest';
import { countdownParts } from './countdown';
import { nextSecondAfter, tickMark } from './secondTicks';

const closesAt = Date.UTC(2026, 5, 1, 17, 0, 10);
const boundary = Date.UTC(2026, 5, 1, 17, 0, 5);

describe('second ticks', () => {
  it('are due on the next whole second', () => {
    expect(nextSecondAfter(boundary - 400)).toBe(boundary);
    expect(nextSecondAfter(boundary)).toBe(boundary + 1000);
  });

  it('mark the new second, so time left rounded down turns over on the tick, even a tick a hair early', () => {
    for (const read of [boundary - 3, boundary, boundary + 4]) {
      expect(countdownParts(closesAt - tickMark(read, boundary)).seconds).toBe(4);
    }
    expect(countdownParts(closesAt - boundary).seconds).toBe(5);
  });

  it('take a clock far from the boundary as it is', () => {
    expect(tickMark(boundary - 300, boundary)).toBe(boundary - 300);
  });
});
