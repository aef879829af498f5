import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import * as buttonStyles from '../Button/Button.css';
import { Button } from '../Button';
import { EmptyState, EMPTY_MESSAGES } from './EmptyState';
import { EmptyStateIcons } from './EmptyStateIcons';

const onClearAll = fn();

const meta = {
  title: 'Components/Feedback/EmptyState',
  component: EmptyState,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 720 }}>
        <Story />
      </div>
    ),
  ],
  args: { kind: 'products' },
  argTypes: {
    kind: { control: 'select', options: Object.keys(EMPTY_MESSAGES) },
    size: { control: 'inline-radio', options: ['page', 'inline'] },
    icon: { control: false },
    action: { control: false },
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The listing after a filter that matches nothing: the message and a way back. */
export const Default: Story = {
  args: {
    description: 'No lots match Gold, Proof, US $1,000 to US $2,500. Try fewer filters.',
    action: (
      <Button variant="secondary" onClick={onClearAll}>
        Clear all
      </Button>
    ),
  },
  play: async ({ canvas, userEvent }) => {
    const status = canvas.getByRole('status');
    await expect(within(status).getByText('No Products Found')).toBeVisible();
    await expect(status).toHaveTextContent(/Try fewer filters/);
    await expect(status.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    await userEvent.tab();
    const clear = canvas.getByRole('button', { name: 'Clear all' });
    await expect(clear).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onClearAll).toHaveBeenCalledOnce();
  },
};

export const NoAuctions: Story = {
  args: {
    kind: 'auctions',
    headingLevel: 2,
    description: 'You have no active bids. Lots you bid on appear here until the hammer falls.',
    action: (
      <a href="/auctions" className={buttonStyles.button({ variant: 'primary', size: 'medium' })}>
        View Auctions
      </a>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'No Auction Found' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'View Auctions' })).toHaveAttribute('href', '/auctions');
  },
};

export const NoFavorites: Story = {
  args: {
    kind: 'favorites',
    description: 'Tap the heart on a lot, such as a 1 oz Gold Buffalo, to follow it here.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('No Favorites found');
    await expect(canvas.getByRole('status')).toHaveAttribute('data-kind', 'favorites');
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** Inside the bid history panel of a lot that has no bids yet. */
export const NoBids: Story = {
  args: { kind: 'bids', size: 'inline', description: 'Be the first to bid on 1881-S Morgan Dollar MS-64.' },
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status');
    await expect(within(status).getByText('No Bids Found')).toBeVisible();
    await expect(getComputedStyle(status).borderStyle).toBe('none');
  },
};

export const NoMessages: Story = {
  args: { kind: 'messages', size: 'inline' },
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('No Message Found');
    await expect(status.querySelectorAll('p')).toHaveLength(1);
  },
};

export const NoReviews: Story = {
  args: { kind: 'reviews', title: EMPTY_MESSAGES.reviews, description: 'Google Reviews will show here once posted.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No Reviews Found')).toBeVisible();
    await expect(canvas.getByText('Google Reviews will show here once posted.')).toBeVisible();
  },
};

export const NoData: Story = {
  args: { kind: 'data', icon: null },
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('No Data Found');
    await expect(status.querySelector('svg')).toBeNull();
  },
};

/** A search that found nothing: own title and picture. */
export const NoSearchResults: Story = {
  args: {
    kind: undefined,
    title: 'No lots match “1916-D Mercury Dime”',
    icon: <EmptyStateIcons.Search />,
    description: 'Check the spelling or search for the year alone.',
  },
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('No lots match “1916-D Mercury Dime”');
    await expect(status).not.toHaveAttribute('data-kind');
    await expect(status.querySelector('svg')).not.toBeNull();
  },
};

export const Mobile: Story = {
  args: {
    description: 'No lots match Silver, Bars, 10 oz. Try fewer filters.',
    action: (
      <Button variant="secondary" onClick={onClearAll}>
        Clear all
      </Button>
    ),
  },
  globals: { viewport: { value: 'smallPhone', isRotated: false } },
  play: async ({ canvas, userEvent }) => {
    const status = canvas.getByRole('status');
    await expect(status.scrollWidth).toBeLessThanOrEqual(status.clientWidth);
    await expect(status.getBoundingClientRect().width).toBeLessThanOrEqual(448);
    const clear = canvas.getByRole('button', { name: 'Clear all' });
    await expect(clear.getBoundingClientRect().height).toBeGreaterThanOrEqual(40);
    onClearAll.mockClear();
    await userEvent.click(clear);
    await expect(onClearAll).toHaveBeenCalledOnce();
  },
};
