import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Auto-waiting assertions on Playwright locators for Vitest (the shape of Playwright Test's web-first assertions):
 * each waits until the page shows what is expected, or fails after the timeout with what it saw last.
 */
const TIMEOUT_MS = 15_000;

async function poll<T>(read: () => Promise<T>, accept: (value: T) => boolean, timeout = TIMEOUT_MS) {
  const until = Date.now() + timeout;
  let last: T;
  for (;;) {
    last = await read();
    if (accept(last)) return { ok: true, last };
    if (Date.now() > until) return { ok: false, last };
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const matches = (text: string, expected: string | RegExp) =>
  typeof expected === 'string' ? text.trim() === expected : expected.test(text);

/** Waits for the state; on failure says why (a timeout, or a locator that matches several elements). */
const settle = async (locator: Locator, state: 'visible' | 'hidden', timeout = TIMEOUT_MS) =>
  locator.waitFor({ state, timeout }).then(
    () => ({ reached: true, why: '' }),
    (error: Error) => ({ reached: false, why: error.message.split('\n')[0] ?? '' }),
  );

/**
 * Whether the assertion was written with `.not`. Vitest leaves `isNot` undefined (not false) without it, so comparing
 * with it directly (`matched !== this.isNot`) would accept every value.
 */
const negated = (context: { isNot?: boolean | undefined }) => context.isNot === true;

expect.extend({
  async toBeVisible(locator: Locator) {
    const not = negated(this);
    const wanted = not ? 'hidden' : 'visible';
    const { reached, why } = await settle(locator, wanted);
    return {
      pass: not ? !reached : reached,
      message: () => `expected ${String(locator)} to be ${wanted} within ${TIMEOUT_MS} ms: ${why}`,
    };
  },
  async toBeHidden(locator: Locator) {
    const { reached, why } = await settle(locator, 'hidden');
    return { pass: reached, message: () => `expected ${String(locator)} to be hidden within ${TIMEOUT_MS} ms: ${why}` };
  },
  async toHaveText(locator: Locator, expected: string | RegExp) {
    const not = negated(this);
    const { ok, last } = await poll(
      () =>
        locator
          .first()
          .textContent({ timeout: TIMEOUT_MS })
          .catch(() => null),
      (text) => text !== null && matches(text, expected) !== not,
    );
    return {
      pass: ok !== not,
      message: () =>
        `expected ${String(locator)} ${not ? 'not ' : ''}to have text ${String(expected)}; it had ${JSON.stringify(last)}`,
    };
  },
  async toHaveValue(locator: Locator, expected: string) {
    const not = negated(this);
    const { ok, last } = await poll(
      () => locator.inputValue({ timeout: TIMEOUT_MS }).catch(() => null),
      (value) => (value === expected) !== not,
    );
    return {
      pass: ok !== not,
      message: () => `expected ${String(locator)} to have value ${expected}; it had ${JSON.stringify(last)}`,
    };
  },
  async toBeEnabled(locator: Locator) {
    const not = negated(this);
    const { ok } = await poll(
      () => locator.isEnabled(),
      (enabled) => enabled !== not,
    );
    return {
      pass: ok !== not,
      message: () => `expected ${String(locator)} ${not ? 'not ' : ''}to be enabled`,
    };
  },
  async toBeDisabled(locator: Locator) {
    const not = negated(this);
    const { ok } = await poll(
      () => locator.isDisabled(),
      (disabled) => disabled !== not,
    );
    return {
      pass: ok !== not,
      message: () => `expected ${String(locator)} ${not ? 'not ' : ''}to be disabled`,
    };
  },
  /** A checkbox or radio is checked (a radio of Radix reports aria-checked). */
  async toBeChecked(locator: Locator) {
    const not = negated(this);
    const { ok } = await poll(
      () => locator.isChecked(),
      (checked) => checked !== not,
    );
    return {
      pass: ok !== not,
      message: () => `expected ${String(locator)} ${not ? 'not ' : ''}to be checked`,
    };
  },
  /** The texts the field points to with aria-describedby (its hint and its message) include `expected`. */
  async toHaveAccessibleDescription(locator: Locator, expected: string) {
    const not = negated(this);
    const { ok, last } = await poll(
      () =>
        locator
          .evaluate((element) =>
            (element.getAttribute('aria-describedby') ?? '')
              .split(/\s+/)
              .map((id) => (id ? (document.getElementById(id)?.textContent ?? '') : ''))
              .join(' '),
          )
          .catch(() => null),
      (description) => (description !== null && description.includes(expected)) !== not,
    );
    return {
      pass: ok !== not,
      message: () => `expected ${String(locator)} to be described by ${expected}; it had ${JSON.stringify(last)}`,
    };
  },
  async toHaveAttribute(locator: Locator, name: string, expected: string) {
    const not = negated(this);
    const { ok, last } = await poll(
      () => locator.getAttribute(name, { timeout: TIMEOUT_MS }).catch(() => null),
      (value) => (value === expected) !== not,
    );
    return {
      pass: ok !== not,
      message: () =>
        `expected ${String(locator)} ${not ? 'not ' : ''}to have ${name}="${expected}"; it had ${JSON.stringify(last)}`,
    };
  },
  async toHaveTitle(page: Page, expected: string) {
    const not = negated(this);
    const { ok, last } = await poll(
      () => page.title(),
      (title) => (title === expected) !== not,
    );
    return { pass: ok !== not, message: () => `expected the page titled ${expected}; it is titled ${last}` };
  },
  async toBeFocused(locator: Locator) {
    const not = negated(this);
    const { ok } = await poll(
      () => locator.evaluate((element) => element === document.activeElement).catch(() => false),
      (focused) => focused !== not,
    );
    return { pass: ok !== not, message: () => `expected ${String(locator)} ${not ? 'not ' : ''}to have the focus` };
  },
  async toHaveURL(page: Page, expected: string | RegExp) {
    const not = negated(this);
    const { ok, last } = await poll(
      async () => page.url(),
      (url) => (typeof expected === 'string' ? url === expected : expected.test(url)) !== not,
    );
    return { pass: ok !== not, message: () => `expected the page at ${String(expected)}; it is at ${last}` };
  },
});

interface LocatorAssertions {
  toBeVisible(): Promise<void>;
  toBeHidden(): Promise<void>;
  toHaveText(expected: string | RegExp): Promise<void>;
  toHaveValue(expected: string): Promise<void>;
  toBeEnabled(): Promise<void>;
  toBeDisabled(): Promise<void>;
  toBeChecked(): Promise<void>;
  toHaveURL(expected: string | RegExp): Promise<void>;
  toHaveTitle(expected: string): Promise<void>;
  toBeFocused(): Promise<void>;
  toHaveAttribute(name: string, expected: string): Promise<void>;
  toHaveAccessibleDescription(expected: string): Promise<void>;
}

declare module 'vitest' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type, @typescript-eslint/no-unused-vars
  interface Matchers<R extends void | Promise<void> = void | Promise<void>, T = unknown> extends LocatorAssertions {}
}
