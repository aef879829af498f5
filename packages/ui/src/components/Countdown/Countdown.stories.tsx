import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { Countdown } from './Countdown';
import { DAY, fixedClock, HOUR, manualClock, MINUTE, SECOND, STORY_NOW, tickingClock } from './stories/clock';

const meta = {
  title: 'Components/Auction/Countdown',
  component: Countdown,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    kind: 'timed',
    start: STORY_NOW - DAY,
    end: STORY_NOW + 2 * HOUR + 14 * MINUTE + 5 * SECOND,
    clock: fixedClock(),
    onPhaseChange: fn(),
  },
  argTypes: {
    start: { control: 'date' },
    end: { control: 'date' },
    kind: { control: 'inline-radio', options: ['live', 'timed'] },
    size: { control: 'inline-radio', options: ['compact', 'large'] },
    surface: { control: 'inline-radio', options: ['timer', 'card'] },
    market_status: { control: 'select', options: [undefined, 'open', 'sold', 'unsold', 'closed'] },
  },
} satisfies Meta<typeof Countdown>;

export default meta;
type Story = StoryObj<typeof meta>;

const liveRegion = (root: HTMLElement) => root.querySelector('[aria-live="polite"]');

export const Default: Story = {
  play: async ({ args, canvas, canvasElement, userEvent, step }) => {
    const timer = canvas.getByRole('timer', { name: 'Timed Auction Ends In:' });
    await step('the label is text and the time has a spoken wording', async () => {
      await expect(canvas.getByText('Timed Auction Ends In:')).toBeVisible();
      await expect(timer).toHaveTextContent('2 hours 14 minutes 5 seconds');
      await expect(canvas.getByText('2h 14m 05s')).toHaveAttribute('aria-hidden', 'true');
    });
    await step('the ticking time is not a live region', async () => {
      await expect(timer.closest('[aria-live]')).toBeNull();
      await expect(timer).not.toHaveAttribute('aria-live');
      await expect(liveRegion(canvasElement)).toHaveTextContent('');
    });
    await step('the bar shows the elapsed share between start and end', async () => {
      const fill = canvasElement.querySelector<HTMLElement>('[aria-hidden="true"] > div');
      const track = fill?.parentElement?.getBoundingClientRect();
      // The bar is slid in from the left: what shows of it is its right edge's distance from the track's start.
      const share = ((fill?.getBoundingClientRect().right ?? 0) - (track?.left ?? 0)) / (track?.width ?? 1);
      await expect(share).toBeCloseTo(DAY / (DAY + 2 * HOUR + 14 * MINUTE + 5 * SECOND), 2);
    });
    await step('it reads the injected clock, not the browser clock', async () => {
      await new Promise((resolve) => setTimeout(resolve, 1_100));
      await expect(timer).toHaveTextContent('2 hours 14 minutes 5 seconds');
      await expect(args.onPhaseChange).not.toHaveBeenCalled();
    });
    await step('it takes no tab stop', async () => {
      await userEvent.tab();
      await expect(document.body).toHaveFocus();
    });
  },
};

export const TimedStartsIn: Story = {
  args: { start: STORY_NOW + 3 * DAY + 4 * HOUR, end: STORY_NOW + 10 * DAY, clock: undefined, now: STORY_NOW },
  play: async ({ canvas, canvasElement }) => {
    const timer = canvas.getByRole('timer', { name: 'Timed Auction Starts In:' });
    await expect(timer).toHaveTextContent('3 days 4 hours');
    await expect(canvas.getByText('3d 04h 00m 00s')).toBeVisible();
    await expect(canvasElement.querySelector('[data-state]')).toHaveAttribute('data-state', 'beforeStart');
  },
};

export const LiveStartsIn: Story = {
  args: {
    kind: 'live',
    size: 'large',
    start: STORY_NOW + DAY + 2 * HOUR + 14 * MINUTE + 5 * SECOND,
    end: STORY_NOW + 2 * DAY,
  },
  play: async ({ canvas }) => {
    const timer = canvas.getByRole('timer', { name: 'Live Auction Starts In:' });
    await expect(timer).toHaveTextContent('1 day 2 hours 14 minutes 5 seconds');
    for (const unit of ['Days', 'Hours', 'Minutes', 'Seconds']) await expect(canvas.getByText(unit)).toBeVisible();
    await expect(canvas.getByText('14')).toBeVisible();
  },
};

export const LiveEndsIn: Story = {
  args: { kind: 'live', start: STORY_NOW - HOUR, end: STORY_NOW + 45 * MINUTE + 30 * SECOND },
  play: async ({ canvas }) => {
    const timer = canvas.getByRole('timer', { name: 'Live Auction Ends In:' });
    await expect(timer).toHaveTextContent('45 minutes 30 seconds');
    await expect(canvas.getByText('45m 30s')).toBeVisible();
    await expect(canvas.queryByText('Closing Soon')).toBeNull();
  },
};

export const LiveAuctionStarted: Story = {
  args: { kind: 'live', surface: 'card', start: STORY_NOW - HOUR, end: STORY_NOW + 5 * HOUR },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Live Auction Started')).toBeVisible();
    await expect(getComputedStyle(canvas.getByText('Live Auction Started')).color).toBe('rgb(23, 102, 62)');
    await expect(canvas.queryByRole('timer')).toBeNull();
  },
};

export const Ended: Story = {
  args: { market_status: 'sold' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Auction Closed')).toBeVisible();
    await expect(canvas.queryByRole('timer')).toBeNull();
    await expect(canvasElement.querySelector('[data-state]')).toHaveAttribute('data-state', 'closed');
    await expect(liveRegion(canvasElement)).toHaveTextContent('');
  },
};

export const ClosingSoon: Story = {
  args: { end: STORY_NOW + 3 * MINUTE + 20 * SECOND },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Closing Soon')).toBeVisible();
    await expect(canvas.getByRole('timer', { name: 'Timed Auction Ends In:' })).toHaveTextContent(
      '3 minutes 20 seconds',
    );
    await expect(canvasElement.querySelector('[data-closing-soon]')).not.toBeNull();
    await expect(getComputedStyle(canvas.getByText('Timed Auction Ends In:')).color).toBe('rgb(180, 35, 24)');
  },
};

export const Extended: Story = {
  args: { end: STORY_NOW + 4 * MINUTE + 12 * SECOND, extensionCount: 2 },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Extended ×2')).toBeVisible();
    await expect(canvas.getByText('Closing time extended 2 times by late bids')).toBeInTheDocument();
    await expect(canvasElement.querySelector('[data-extended]')).not.toBeNull();
    await expect(canvas.getByText('Closing Soon')).toBeVisible();
  },
};

export const Large: Story = {
  args: { size: 'large', end: STORY_NOW + 2 * DAY + 6 * HOUR + 3 * MINUTE + 9 * SECOND },
  play: async ({ canvas }) => {
    const timer = canvas.getByRole('timer', { name: 'Timed Auction Ends In:' });
    await expect(timer).toHaveTextContent('2 days 6 hours 3 minutes 9 seconds');
    await expect(canvas.getByText('02')).toBeVisible();
    await expect(canvas.getByText('09')).toBeVisible();
  },
};

const phaseClock = manualClock();

export const PhaseChange: Story = {
  args: { kind: 'live', start: STORY_NOW + 2 * SECOND, end: STORY_NOW + 2 * SECOND + HOUR, clock: phaseClock },
  beforeEach: () => {
    phaseClock.set(STORY_NOW);
  },
  play: async ({ args, canvas, canvasElement, step }) => {
    const region = liveRegion(canvasElement);
    await expect(canvas.getByRole('timer', { name: 'Live Auction Starts In:' })).toHaveTextContent('2 seconds');
    await expect(region).toHaveTextContent('');

    await step('the start is announced once, politely', async () => {
      phaseClock.set(STORY_NOW + 2 * SECOND);
      await waitFor(() => expect(canvas.getByText('Live Auction Ends In:')).toBeVisible(), { timeout: 3_000 });
      await expect(region).toHaveTextContent('Live Auction Ends In: 1 hour');
      await waitFor(() => expect(args.onPhaseChange).toHaveBeenCalledWith('running'));
    });

    await step('the ticking does not change the announcement', async () => {
      phaseClock.set(STORY_NOW + 2 * SECOND + 5 * MINUTE);
      await waitFor(() => expect(canvas.getByRole('timer')).toHaveTextContent('55 minutes'), { timeout: 3_000 });
      await expect(region).toHaveTextContent('Live Auction Ends In: 1 hour');
    });

    await step('the close is announced', async () => {
      phaseClock.set(STORY_NOW + 2 * SECOND + HOUR);
      const root = canvasElement.querySelector('[data-state]');
      await waitFor(() => expect(root).toHaveAttribute('data-state', 'closed'), { timeout: 3_000 });
      await expect(canvas.queryByRole('timer')).toBeNull();
      await expect(region).toHaveTextContent('Auction Closed');
      await waitFor(() => expect(args.onPhaseChange).toHaveBeenLastCalledWith('closed'));
      await expect(args.onPhaseChange).toHaveBeenCalledTimes(2);
    });
  },
};

const sharedTicker = tickingClock();

/** Given the page's ticker, the countdown follows its ticks itself, with no timer of its own. */
export const FollowsTheTicker: Story = {
  args: { clock: sharedTicker },
  beforeEach: () => {
    sharedTicker.tick(STORY_NOW);
  },
  play: async ({ canvas, step }) => {
    const timer = canvas.getByRole('timer', { name: 'Timed Auction Ends In:' });
    await expect(timer).toHaveTextContent('2 hours 14 minutes 5 seconds');
    // It subscribes once it has rendered (an effect).
    await waitFor(() => expect(sharedTicker.followers()).toBe(1));
    await step('each tick of the ticker turns the time over', async () => {
      sharedTicker.tick(STORY_NOW + SECOND);
      await waitFor(() => expect(timer).toHaveTextContent('2 hours 14 minutes 4 seconds'));
    });
    await step('between ticks it stays, whatever the browser clock does', async () => {
      await new Promise((resolve) => setTimeout(resolve, 1_100));
      await expect(timer).toHaveTextContent('2 hours 14 minutes 4 seconds');
      sharedTicker.tick(STORY_NOW);
      await waitFor(() => expect(timer).toHaveTextContent('2 hours 14 minutes 5 seconds'));
    });
  },
};

export const Mobile: Story = {
  args: { kind: 'live', size: 'large', start: STORY_NOW + 6 * HOUR + 30 * MINUTE, end: STORY_NOW + DAY },
  globals: { viewport: { value: 'smallPhone', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('timer', { name: 'Live Auction Starts In:' })).toHaveTextContent(
      '6 hours 30 minutes',
    );
    const root = canvasElement.querySelector<HTMLElement>('[data-state]');
    await expect(root?.scrollWidth).toBeLessThanOrEqual(root?.clientWidth ?? 0);
    await expect(window.innerWidth).toBeLessThanOrEqual(480);
  },
};
