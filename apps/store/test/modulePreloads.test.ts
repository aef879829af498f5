import { describe, expect, it } from 'vitest';
import { withLowPriorityPreloads } from '../build/modulePreloads';

const page = (head: string) => `<html><head><title>Store</title>${head}</head><body></body></html>`;
const entry = '<script type="module" crossorigin src="/assets/index.js"></script>';
const preload = (file: string, priority = '') =>
  `<link rel="modulepreload" crossorigin ${priority}href="/assets/${file}">`;

describe("index.html's preloads of the entry's imports", () => {
  it('asks for each at low priority and leaves the entry as it is', () => {
    expect(withLowPriorityPreloads(page(`${entry}${preload('runtime.js')}${preload('shell.js')}`))).toBe(
      page(`${entry}${preload('runtime.js', 'fetchpriority="low" ')}${preload('shell.js', 'fetchpriority="low" ')}`),
    );
  });

  it('leaves a page without preloads as it is', () => {
    expect(withLowPriorityPreloads(page(entry))).toBe(page(entry));
  });
});
