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
    expect(ticker.getSnapshot() % 1000).toBe(0);
    vi.advanceTimersByTime(1000);
    expect(b).toHaveBeenCalledTimes(2);
    stopA();
    stopB();
    expect(vi.getTimerCount()).toBe(0);
  });
});
