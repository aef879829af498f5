import type { Page } from 'playwright-core';

/** An init script that sets the page's clock (Date, Date.now) `offsetMs` ahead; performance.now is left true. */
export const wrongClockScript = (offsetMs: number) => `{
  const RealDate = Date;
  class WrongDate extends RealDate {
    constructor(...args) { super(...(args.length ? args : [RealDate.now() + ${offsetMs}])); }
    static now() { return RealDate.now() + ${offsetMs}; }
  }
  globalThis.Date = WrongDate;
}`;

const unitSeconds: Record<string, number> = { day: 86_400, hour: 3_600, minute: 60, second: 1 };
/** The time left a timer reads out ('29 minutes 12 seconds'), in seconds. */
export const secondsIn = (text: string) =>
  [...text.matchAll(/(\d+) (day|hour|minute|second)s?\b/g)].reduce(
    (total, [, value, unit]) => total + Number(value) * unitSeconds[unit!]!,
    0,
  );

export interface Turnover {
  /** When the digits changed, by the machine's true clock (epoch ms; performance is never shifted). */
  at: number;
  text: string;
}

/** The next `count` times the page's first timer changes what it reads, with what it reads then. */
export function countdownTurnovers(page: Page, count: number): Promise<Turnover[]> {
  return page
    .getByRole('timer')
    .first()
    .evaluate(
      (element, wanted) =>
        new Promise<{ at: number; text: string }[]>((resolve) => {
          const seen: { at: number; text: string }[] = [];
          let last = element.textContent ?? '';
          const observer = new MutationObserver(() => {
            const text = element.textContent ?? '';
            if (text === last) return;
            last = text;
            seen.push({ at: performance.timeOrigin + performance.now(), text });
            if (seen.length === wanted) {
              observer.disconnect();
              resolve(seen);
            }
          });
          observer.observe(element, { subtree: true, childList: true, characterData: true });
        }),
      count,
    );
}

/**
 * How late (positive) or early each turnover was against the server's clock: the timer reads whole seconds left
 * (rounded down), so it should turn to `s` seconds exactly when `s + 1` seconds are left before `closesAt`.
 */
export const turnoverErrors = (turnovers: readonly Turnover[], closesAt: number) =>
  turnovers.map(({ at, text }) => at - (closesAt - (secondsIn(text) + 1) * 1000));

/**
 * How far each turnover was from the server's nearest whole second: the page's one timer ticks on the server's
 * seconds as the page estimates them, so this is the page's clock error (plus rendering), whatever the lot's close.
 */
export const tickErrors = (turnovers: readonly Turnover[]) =>
  turnovers.map(({ at }) => {
    const past = ((at % 1000) + 1000) % 1000;
    return past > 500 ? past - 1000 : past;
  });
