import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Skeleton } from '../Skeleton';
import { NearScreen } from './NearScreen';

/** Taller than the two screens within which the content renders, so that it starts out far from view. */
const FirstScreens = () => (
  <div style={{ height: '260vh', borderBottom: '1px dashed currentColor' }}>
    <p>The first screen: prices, banners and the auctions carousel.</p>
  </div>
);

const meta = {
  title: 'Components/Data display/NearScreen',
  component: NearScreen,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 720 }}>
        <FirstScreens />
        <Story />
      </div>
    ),
  ],
  args: {
    placeholder: (
      <Skeleton.Root label="Loading the auctions">
        <Skeleton.Line width="40%" size="large" />
        <Skeleton.Line />
      </Skeleton.Root>
    ),
    children: <h2>Our Reviews</h2>,
  },
  argTypes: { placeholder: { control: false }, children: { control: false } },
} satisfies Meta<typeof NearScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Far below the first screen: the placeholder until the buyer scrolls within a screen of it, then the content. */
export const UntilScrolledNear: Story = {
  play: async ({ canvas, step }) => {
    await expect(canvas.getByText('Loading the auctions')).toBeInTheDocument();
    await expect(canvas.queryByRole('heading', { name: 'Our Reviews' })).toBeNull();
    await step('scrolled to within a screen of it', async () => {
      window.scrollTo({ top: window.innerHeight, behavior: 'instant' });
      // A frame out of the test runner's view is painted (and observed) about once a second, less often under load.
      const content = await canvas.findByRole('heading', { name: 'Our Reviews' }, { timeout: 15_000 });
      await expect(content).toBeInTheDocument();
      await expect(canvas.queryByText('Loading the auctions')).toBeNull();
    });
    window.scrollTo({ top: 0, behavior: 'instant' });
  },
};

/** A keyboard user's first key renders it, so that Tab and find-in-page reach it without scrolling first. */
export const AtTheFirstKey: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.queryByRole('heading', { name: 'Our Reviews' })).toBeNull();
    await userEvent.keyboard('{Tab}');
    await expect(await canvas.findByRole('heading', { name: 'Our Reviews' })).toBeInTheDocument();
  },
};

/** Eager: the buyer came for it (the address carries a place in it), so it renders at once, however far down. */
export const Eager: Story = {
  args: { eager: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Our Reviews' })).toBeInTheDocument();
    await expect(canvas.queryByText('Loading the auctions')).toBeNull();
  },
};
