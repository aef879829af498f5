import { afterEach, beforeAll, expect } from 'vitest';
import { page } from 'vitest/browser';

// Screenshots must not catch a transition, an animation or a caret mid-way.
// The test files share one page (isolate: false), so the sheet is added once.
beforeAll(() => {
  if (document.getElementById('stories-held-still')) return;
  const still = document.createElement('style');
  still.id = 'stories-held-still';
  still.textContent =
    '*, *::before, *::after { transition: none !important; animation: none !important; caret-color: transparent !important; }';
  document.head.append(still);
});

/**
 * Visual regression offline: after each story's play function, the story's root is
 * compared with its committed baseline. `npm run update-baselines` rewrites them.
 */
afterEach(async ({ task }) => {
  if (task.result?.state === 'fail') return;
  await document.fonts.ready;
  const roots = document.querySelectorAll<HTMLElement>('body > div:not([id])');
  const storyRoot = roots[roots.length - 1];
  if (!storyRoot) throw new Error('visual test: no story root found to screenshot');
  await expect.element(page.elementLocator(storyRoot)).toMatchScreenshot();
});
