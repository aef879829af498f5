import { afterEach, describe, expect, it, vi } from 'vitest';
import { createServerClockStore } from './serverClockStore';
import { createTicker } from './ticker';

afterEach(() => {
  vi.useRealTimers();
});

describe('shared ticker', () => {
  it("ticks on the server's second boundaries with one timer for all subscribers, and stops when none is left", () => {
    vi.useFakeTimers({ now: Date.parse('2026-06-01T17:00:00.000Z') });
    const clock = createServerClockStore();
    // The server is 300 000.4 s ahead of this browser.
    clock.sample({ serverTime: Date.now() + 300_000_400, receivedAt: Date.now() });
    const ticker = createTicker(clock);
    const a = vi.fn();
    const b = vi.fn();
    const stopA = ticker.subscribe(a);
    const stopB = ticker.subscribe(b);
    expect(vi.getTimerCount()).toBe(1);
    vi.advanceTimersByTime(600);
    expect(a).toHaveBeenCalledOnce();
    expect(ticker.getSnapshot() % 1000).toBe(1);
    vi.advanceTimersByTime(1000);
    expect(b).toHaveBeenCalledTimes(2);
    stopA();
    stopB();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('marks the second its timer was set for when the timer fires a hair before it by the clock', () => {
    vi.useFakeTimers({ now: Date.parse('2026-06-01T17:00:00.400Z') });
    let lag = 0;
    const clock = createServerClockStore(() => Date.now() - lag);
    const ticker = createTicker(clock);
    const listener = vi.fn();
    ticker.subscribe(listener);
    // The estimate moves back 2 ms after the timer was set: it fires at 17:00:00.998 by the clock.
    lag = 2;
    vi.advanceTimersByTime(600);
    expect(listener).toHaveBeenCalledOnce();
    expect(new Date(ticker.getSnapshot()).toISOString()).toBe('2026-06-01T17:00:01.001Z');
    vi.advanceTimersByTime(999);
    expect(listener).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(3);
    expect(listener).toHaveBeenCalledTimes(2);
    expect(new Date(ticker.getSnapshot()).toISOString()).toBe('2026-06-01T17:00:02.001Z');
  });

  it('takes a clock that moved back by more than a hair as it is', () => {
    vi.useFakeTimers({ now: Date.parse('2026-06-01T17:00:00.400Z') });
    let lag = 0;
    const clock = createServerClockStore(() => Date.now() - lag);
    const ticker = createTicker(clock);
    ticker.subscribe(() => undefined);
    lag = 300;
    vi.advanceTimersByTime(600);
    expect(new Date(ticker.getSnapshot()).toISOString()).toBe('2026-06-01T17:00:00.700Z');
  });
});
