import { expect, waitFor } from 'storybook/test';

/** Waits until every image under `root` has loaded or failed, so the screenshot sees final pixels. */
export async function imagesSettled(root: HTMLElement) {
  await waitFor(async () => {
    const pending = Array.from(root.querySelectorAll('img')).filter((image) => !image.complete);
    await expect(pending).toHaveLength(0);
  });
}
