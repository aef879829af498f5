import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { journey } from './support/journey';
import { launchBrowser } from './support/launchBrowser';
import { runningLiveAuction } from './support/liveAuction';

const { url, sellerKey, newPage } = journey();

/** The seller's machine: a Chromium whose camera is Chromium's own fake one, allowed without asking. */
let sellerBrowser: Browser | undefined;
beforeAll(async () => {
  sellerBrowser = await launchBrowser(['--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream']);
});
afterAll(async () => {
  await sellerBrowser?.close();
});

/** The viewer's video moves on: its playback time advances by at least half a second. */
async function expectFramesPlaying(page: Page) {
  const video = page.getByLabel("Seller's live video");
  const time = () => video.evaluate((element: HTMLVideoElement) => element.currentTime);
  await expect.poll(time, { timeout: 20_000 }).toBeGreaterThan(0);
  const start = await time();
  await expect.poll(time, { timeout: 20_000 }).toBeGreaterThan(start + 0.5);
}

describe("the seller's stream", () => {
  it('plays what the broadcaster streams in the live room and on its own page, shows it offline when the broadcaster stops, and comes back by itself', async () => {
    const auctionId = await runningLiveAuction(url());
    const { page: viewer, errors } = await newPage();
    await viewer.goto(url(`/livelots/${auctionId}/0`));
    const video = viewer.getByRole('region', { name: "Seller's video" });
    await expect(video.getByText('Stream offline')).toBeVisible();

    const context = await sellerBrowser!.newContext();
    try {
      const seller = await context.newPage();
      await seller.goto(url('/dev/broadcast'));
      await seller.getByLabel('Auction id').fill(String(auctionId));
      await seller.getByLabel('Seller key').fill(sellerKey);
      await seller.getByRole('button', { name: 'Start streaming' }).click();
      await expect(seller.getByRole('status')).toHaveText(`Streaming auction ${auctionId} to 1 viewer.`);

      await expect(video.getByText('Live', { exact: true })).toBeVisible();
      await expect(video.getByText('1 watching')).toBeVisible();
      await expectFramesPlaying(viewer);

      // The auction's video on a page of its own (/liveStream) plays the same stream.
      const { page: streamPage, errors: streamErrors } = await newPage({ width: 375 });
      await streamPage.goto(url(`/liveStream/${auctionId}`));
      await expect(streamPage.getByRole('heading', { name: 'Live Video' })).toBeVisible();
      const ownVideo = streamPage.getByRole('region', { name: "Seller's video" });
      await expect(ownVideo.getByText('Live', { exact: true })).toBeVisible();
      await expect(ownVideo.getByText('2 watching')).toBeVisible();
      await expectFramesPlaying(streamPage);
      await streamPage.close();
      await expect(video.getByText('1 watching')).toBeVisible();
      expect(streamErrors).toEqual([]);

      await seller.getByRole('button', { name: 'Stop streaming' }).click();
      await expect(video.getByText('Stream offline')).toBeVisible();
      await expect(video.getByText("The seller's video appears here when the broadcast starts.")).toBeVisible();

      await seller.getByRole('button', { name: 'Start streaming' }).click();
      await expect(video.getByText('Live', { exact: true })).toBeVisible();
      await expectFramesPlaying(viewer);
    } finally {
      await context.close();
    }
    await expect(video.getByText('Stream offline')).toBeVisible();
    expect(errors).toEqual([]);
  });

  it('refuses a broadcaster without the right seller key', async () => {
    const auctionId = await runningLiveAuction(url());
    const context = await sellerBrowser!.newContext();
    try {
      const seller = await context.newPage();
      await seller.goto(url('/dev/broadcast'));
      await seller.getByLabel('Auction id').fill(String(auctionId));
      await seller.getByLabel('Seller key').fill('not the seller key');
      await seller.getByRole('button', { name: 'Start streaming' }).click();
      await expect(seller.getByRole('status')).toHaveText('Cannot stream: The seller key is not right.');
    } finally {
      await context.close();
    }
  });
});
