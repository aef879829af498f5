import { afterEach, expect } from 'vitest';
import { page } from 'vitest/browser';

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
