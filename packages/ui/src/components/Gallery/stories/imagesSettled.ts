import { expect, waitFor } from 'storybook/test';

/**
 * Waits until every image under `root` has loaded or failed and the gallery has shown the loaded ones (an image is
 * hidden until its load event has been handled), so the play and the screenshot see final pixels.
 */
export async function imagesSettled(root: HTMLElement) {
  await waitFor(async () => {
    const pending = Array.from(root.querySelectorAll('img')).filter(
      (image) => !image.complete || image.dataset['state'] === 'loading',
    );
    await expect(pending).toHaveLength(0);
  });
}
