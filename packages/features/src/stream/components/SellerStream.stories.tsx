import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { createHandlers, liveAuction } from '@storefront/api-client/msw';
import { StreamSignallingProvider } from '@storefront/api-client/stream';
import { delay, http, HttpResponse } from 'msw';
import { useEffect, useState, type ReactNode } from 'react';
import { expect, waitFor } from 'storybook/test';
import { withApiPlatform } from '@storefront/storybook/decorators/withApiPlatform';
import { SellerStream } from './SellerStream';
import { loopbackSignalling, type LoopbackOptions } from './stories/loopbackSignalling';

const videoStream = '*/video/newVideoStream';
type Loopback = ReturnType<typeof loopbackSignalling>;

/** The seller's side (`parameters.stream`), kept where the play function can make the seller stop or come back. */
let seller: Loopback | null = null;

function WithSeller({ options, children }: { options: LoopbackOptions; children: ReactNode }) {
  const [loopback] = useState(() => loopbackSignalling(options));
  useEffect(() => {
    seller = loopback;
    return () => {
      loopback.stopBroadcast();
      seller = null;
    };
  }, [loopback]);
  return <StreamSignallingProvider signalling={loopback.signalling}>{children}</StreamSignallingProvider>;
}

const withSeller: Decorator = (Story, { parameters }) => (
  <WithSeller options={(parameters['stream'] as LoopbackOptions | undefined) ?? { live: true, viewerCount: 37 }}>
    <div style={{ maxWidth: 640, padding: 16 }}>
      <Story />
    </div>
  </WithSeller>
);

const meta = {
  title: 'Features/Stream/SellerStream',
  component: SellerStream,
  decorators: [withSeller, withApiPlatform],
  args: { auctionId: liveAuction.id },
  parameters: { msw: { handlers: createHandlers() } },
} satisfies Meta<typeof SellerStream>;

export default meta;
type Story = StoryObj<typeof meta>;

const videoOf = (canvasElement: HTMLElement) => canvasElement.querySelector('video')!;

/**
 * The seller streams: the viewer joins the stream video/newVideoStream names, frames play and the count shows; the
 * seller stops and the stream is offline; the seller comes back and it plays again by itself. Ends offline, so the
 * screenshot holds still.
 */
export const Default: Story = {
  play: async ({ canvas, canvasElement, step }) => {
    const figure = await canvas.findByRole('figure');
    await step('joins the stream video/newVideoStream names and plays its frames', async () => {
      await waitFor(() => expect(figure).toHaveAttribute('data-state', 'playing'), { timeout: 10_000 });
      await expect(seller!.watched).toEqual([{ sender_stream: 'seller-101-main', auctionid: liveAuction.id }]);
      const start = videoOf(canvasElement).currentTime;
      await waitFor(() => expect(videoOf(canvasElement).currentTime).toBeGreaterThan(start + 0.3), { timeout: 5_000 });
      await expect(canvas.getByText('37 watching')).toBeVisible();
    });
    await step('the seller stops: offline', async () => {
      seller!.stopBroadcast();
      await expect(await canvas.findByText('Stream offline')).toBeVisible();
    });
    await step('the seller comes back: it plays again', async () => {
      await seller!.startBroadcast();
      await waitFor(() => expect(figure).toHaveAttribute('data-state', 'playing'), { timeout: 10_000 });
      seller!.stopBroadcast();
      await expect(await canvas.findByText('Stream offline')).toBeVisible();
    });
  },
};

/** The seller is not on the air. */
export const Offline: Story = {
  parameters: { stream: { live: false, viewerCount: 0 } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Stream offline')).toBeVisible();
    await expect(canvas.getByText("The seller's video appears here when the broadcast starts.")).toBeVisible();
    await expect(canvas.getByText('0 watching')).toBeVisible();
  },
};

/** While the stream's name is read. */
export const Loading: Story = {
  parameters: { msw: { handlers: [http.post(videoStream, () => delay('infinite')), ...createHandlers()] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent("Connecting to the seller's stream…");
    // The seller's side is kept once the story has mounted (an effect).
    await waitFor(() => expect(seller?.watched).toEqual([]));
  },
};

/** The auction has no stream: offline, and nothing is joined. */
export const Empty: Story = {
  parameters: {
    msw: { handlers: createHandlers({ newVideoStream: { data: { data: { responseData: [] } } } }) },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Stream offline')).toBeVisible();
    await expect(seller!.watched).toEqual([]);
  },
};

/** The server refuses: its words, and the frame offline. */
export const Error: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post(videoStream, () =>
          HttpResponse.json({ status: 'no', message: 'No live auction with this id.' }, { status: 400 }),
        ),
        ...createHandlers(),
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('No live auction with this id.');
    await expect(canvas.getByText('Stream offline')).toBeVisible();
  },
};

/** On a phone: the frame across the width, offline. */
export const Mobile: Story = {
  globals: { viewport: { value: 'smallPhone' } },
  parameters: { stream: { live: false, viewerCount: 12 } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Stream offline')).toBeVisible();
    await expect(canvas.getByText('12 watching')).toBeVisible();
  },
};
