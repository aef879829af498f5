import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { fixedClock, isoAt, STORY_NOW } from '../Countdown/stories/clock';
import { brokenImage } from '../LotCard/stories/images';
import { storeLogo } from '../LotCard/stories/logo';
import { navigate, recordLinks } from '../LinkProvider/stories/recordLinks';
import { AuctionCard } from './AuctionCard';
import { eagleLive, morganLive, springBullion } from './stories/auctions';

const meta = {
  title: 'Components/Auction/AuctionCard',
  component: AuctionCard,
  decorators: [
    (Story, { args }) => (
      <div style={{ maxWidth: args.layout === 'horizontal' ? undefined : 340 }}>
        <Story />
      </div>
    ),
    recordLinks,
  ],
  args: {
    auction: springBullion,
    href: '/auction/timed-auction/301?page=1',
    clock: fixedClock(),
    onDescriptionExpandedChange: fn(),
  },
  argTypes: {
    layout: { control: 'inline-radio', options: ['vertical', 'horizontal'] },
    actionLabel: { control: 'inline-radio', options: ['View Lots', 'View Auction'] },
  },
  beforeEach: () => {
    navigate.mockClear();
  },
} satisfies Meta<typeof AuctionCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, userEvent, step }) => {
    const card = canvas.getByRole('article', { name: 'Spring Gold & Silver Bullion Auction' });
    await step('shows the start in Pacific time and the countdown', async () => {
      await expect(canvas.getByText('06/11/2026 10:00 AM PST')).toBeVisible();
      await expect(card.querySelector('time')).toHaveAttribute('datetime', '2026-06-11T17:00:00.000Z');
      await expect(canvas.getByRole('timer', { name: 'Timed Auction Ends In:' })).toHaveTextContent(
        '2 days 3 hours 25 minutes 10 seconds',
      );
      await expect(canvas.getByRole('img', { name: 'Spring Gold & Silver Bullion Auction' })).toBeVisible();
    });

    await step('the description is cut at 30 characters; Show More and Show Less', async () => {
      await expect(canvas.getByText('Certified gold and silver coin…')).toBeVisible();
      const more = canvas.getByRole('button', { name: 'Show More' });
      await expect(more).toHaveAttribute('aria-expanded', 'false');
      await userEvent.click(more);
      await expect(canvas.getByText(springBullion.description ?? '')).toBeVisible();
      const less = canvas.getByRole('button', { name: 'Show Less' });
      await expect(less).toHaveAttribute('aria-expanded', 'true');
      await expect(args.onDescriptionExpandedChange).toHaveBeenLastCalledWith(true);
      await userEvent.keyboard('{Enter}');
      await expect(canvas.getByText('Certified gold and silver coin…')).toBeVisible();
      await expect(args.onDescriptionExpandedChange).toHaveBeenLastCalledWith(false);
    });

    await step('View Lots goes to the timed auction, by keyboard', async () => {
      const link = canvas.getByRole('link', { name: 'View Lots' });
      await expect(link).toHaveAttribute('href', '/auction/timed-auction/301?page=1');
      await expect(link).toHaveAccessibleDescription('Spring Gold & Silver Bullion Auction');
      await userEvent.tab();
      await expect(link).toHaveFocus();
      await expect(getComputedStyle(link).outlineStyle).toBe('solid');
      await userEvent.keyboard('{Enter}');
      await expect(navigate).toHaveBeenCalledWith('/auction/timed-auction/301?page=1');
    });
  },
};

export const Upcoming: Story = {
  args: { auction: morganLive, href: '/auction/302?page=1' },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('timer', { name: 'Live Auction Starts In:' })).toHaveTextContent(
      '3 hours 15 minutes',
    );
    await expect(canvas.getByText('06/12/2026 01:15 PM PST')).toBeVisible();
    await expect(canvas.getByText('PCGS and NGC graded dollars.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Show More' })).toBeNull();
    await userEvent.click(canvas.getByRole('link', { name: 'View Lots' }));
    await expect(navigate).toHaveBeenCalledWith('/auction/302?page=1');
  },
};

export const LiveAuctionStarted: Story = {
  args: { auction: eagleLive, href: '/auction/303?page=1' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Live Auction Started')).toBeVisible();
    await expect(canvas.queryByRole('timer')).toBeNull();
    await expect(canvas.getByText('06/12/2026 09:15 AM PST')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'View Lots' })).toHaveAttribute('href', '/auction/303?page=1');
  },
};

export const Ended: Story = {
  args: {
    auction: {
      ...springBullion,
      date_added: isoAt(STORY_NOW - 9 * 86_400_000),
      date_closed: isoAt(STORY_NOW - 86_400_000),
    },
    actionLabel: 'View Auction',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Auction Closed')).toBeVisible();
    await expect(canvas.queryByRole('timer')).toBeNull();
    await expect(canvas.getByRole('link', { name: 'View Auction' })).toBeVisible();
    await expect(canvas.getByText('06/03/2026 10:00 AM PST')).toBeVisible();
  },
};

export const Expanded: Story = {
  args: { defaultDescriptionExpanded: true },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByText(springBullion.description ?? '')).toBeVisible();
    const less = canvas.getByRole('button', { name: 'Show Less' });
    await userEvent.click(less);
    await expect(args.onDescriptionExpandedChange).toHaveBeenCalledWith(false);
    await userEvent.click(canvas.getByRole('button', { name: 'Show More' }));
    await expect(canvas.getByRole('button', { name: 'Show Less' })).toHaveFocus();
  },
};

export const BrokenImage: Story = {
  args: { auction: { ...morganLive, file_name: brokenImage }, logoSrc: storeLogo, href: '/auction/302?page=1' },
  play: async ({ canvas }) => {
    const fallback = await canvas.findByRole('img', { name: 'Image unavailable' });
    await expect(fallback).toHaveAttribute('src', storeLogo);
    await expect(canvas.queryByRole('img', { name: morganLive.title })).toBeNull();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Loading auction')).toBeInTheDocument();
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

export const LoadingMobile: Story = {
  args: { loading: true, layout: 'horizontal' },
  globals: { viewport: { value: 'smallPhone', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Loading auction')).toBeInTheDocument();
    const card = canvasElement.querySelector<HTMLElement>('[data-layout="horizontal"]') as HTMLElement;
    const image = card.querySelector('[data-shape="block"]') as HTMLElement;
    const title = card.querySelector('[data-shape="line"]') as HTMLElement;
    await expect(image.getBoundingClientRect().bottom).toBeLessThanOrEqual(title.getBoundingClientRect().top);
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
  },
};

export const Horizontal: Story = {
  args: { layout: 'horizontal' },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvas }) => {
    const image = canvas.getByRole('img', { name: 'Spring Gold & Silver Bullion Auction' });
    const title = canvas.getByRole('heading', { name: 'Spring Gold & Silver Bullion Auction' });
    await expect(image.getBoundingClientRect().right).toBeLessThan(title.getBoundingClientRect().left);
  },
};

export const Mobile: Story = {
  args: { layout: 'horizontal', auction: morganLive, href: '/auction/302?page=1' },
  globals: { viewport: { value: 'smallPhone', isRotated: false } },
  play: async ({ canvas, userEvent }) => {
    const card = canvas.getByRole('article', { name: morganLive.title });
    const image = canvas.getByRole('img', { name: morganLive.title });
    const title = canvas.getByRole('heading', { name: morganLive.title });
    await expect(image.getBoundingClientRect().bottom).toBeLessThanOrEqual(title.getBoundingClientRect().top);
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'View Lots' })).toHaveFocus();
  },
};
