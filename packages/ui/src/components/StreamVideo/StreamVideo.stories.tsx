import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { useTestPattern } from '@storefront/storybook/decorators/testPattern';
import { StreamVideo, type StreamVideoProps } from './StreamVideo';

const meta = {
  title: 'Components/Data display/StreamVideo',
  component: StreamVideo,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
  args: { status: 'offline', stream: null, viewerCount: 37 },
  argTypes: { stream: { control: false } },
} satisfies Meta<typeof StreamVideo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The seller's camera as a test pattern, so the story plays real frames. */
function WithTestPattern(props: StreamVideoProps) {
  const stream = useTestPattern();
  return <StreamVideo {...props} stream={stream} />;
}

/** Nothing on the air: the frame says so and keeps its place in the room. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Stream offline');
    await expect(canvas.getByText("The seller's video appears here when the broadcast starts.")).toBeVisible();
    await expect(canvas.getByText('37 watching')).toBeVisible();
    await expect(canvas.getByRole('figure')).toHaveAttribute('data-state', 'offline');
  },
};

/** On the air, the picture not here yet. */
export const Connecting: Story = {
  args: { status: 'connecting', viewerCount: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent("Connecting to the seller's stream…");
    await expect(canvas.queryByText(/watching/)).toBeNull();
  },
};

/** Frames arrive: the video plays muted, the overlay goes, Live shows. */
export const Playing: Story = {
  args: { status: 'live', viewerCount: 1204 },
  render: (args) => <WithTestPattern {...args} />,
  play: async ({ canvas }) => {
    const video = canvas.getByLabelText<HTMLVideoElement>("Seller's live video");
    await waitFor(() => expect(canvas.getByRole('figure')).toHaveAttribute('data-state', 'playing'));
    await expect(canvas.queryByRole('status')).toBeNull();
    await expect(video.muted).toBe(true);
    await waitFor(() => expect(video.videoWidth).toBe(640));
    await expect(canvas.getByText('Live')).toBeVisible();
    await expect(canvas.getByText('1,204 watching')).toBeVisible();
  },
};

/** On a phone the frame keeps its 16:9 shape across the width. */
export const Mobile: Story = {
  globals: { viewport: { value: 'smallPhone' } },
  play: async ({ canvas }) => {
    const screen = canvas.getByRole('status').parentElement!;
    const { width, height } = screen.getBoundingClientRect();
    await expect(Math.round((width / height) * 9)).toBe(16);
  },
};
