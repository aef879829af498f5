import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { fixedClock, HOUR, isoAt, MINUTE, SECOND, STORY_NOW, tickingClock } from '../Countdown/stories/clock';
import { navigate, recordLinks } from '../LinkProvider/stories/recordLinks';
import { LotCard } from './LotCard';
import { brokenImage } from './stories/images';
import { createLotFeed, FeedLotCard } from './stories/LotFeed';
import { goldEagle, morganDollar, silverBar } from './stories/lots';
import { storeLogo } from './stories/logo';

const meta = {
  title: 'Components/Auction/LotCard',
  component: LotCard,
  decorators: [
    (Story, { args }) => (
      <div style={{ maxWidth: (args.layout ?? 'grid') === 'grid' ? 320 : undefined }}>
        <Story />
      </div>
    ),
  ],
  args: {
    lot: goldEagle,
    layout: 'grid',
    clock: fixedClock(),
    // Every bid is accepted: the box empties once the promise resolves.
    onPlaceBid: fn(() => Promise.resolve()),
    onToggleFavourite: fn(),
    onLogin: fn(),
    onOpen: fn(),
  },
  argTypes: {
    layout: { control: 'inline-radio', options: ['grid', 'list', 'mobile'] },
    bidStatus: {
      control: 'select',
      options: [null, 'winning', 'winningWithProxy', 'reserveNotMet', 'outbid', 'bought', 'lost'],
    },
  },
} satisfies Meta<typeof LotCard>;

export default meta;
type Story = StoryObj<typeof meta>;

const cardLiveRegion = (card: HTMLElement) => card.querySelector(':scope > [aria-live="polite"]');

export const Default: Story = {
  play: async ({ args, canvas, userEvent, step }) => {
    const card = canvas.getByRole('article', { name: '1 oz American Gold Eagle 2024 BU' });
    const input = canvas.getByRole('textbox', { name: 'Enter bid' });
    const placeBid = canvas.getByRole('button', { name: 'Place Max Bid' });

    await step('shows the lot', async () => {
      await expect(canvas.getByText('Lot #1024')).toBeVisible();
      await expect(canvas.getByText('US $2,300.00 - US $2,600.00')).toBeVisible();
      await expect(canvas.getByText('US $2,400.00')).toBeVisible();
      await expect(canvas.getByRole('img', { name: '1 oz American Gold Eagle 2024 BU' })).toBeVisible();
      await expect(canvas.getByRole('timer', { name: 'Timed Auction Ends In:' })).toHaveTextContent(
        '2 hours 14 minutes 5 seconds',
      );
      await expect(cardLiveRegion(card)).toHaveTextContent('');
      await expect(canvas.queryByRole('link')).toBeNull();
    });

    await step('the bid box asks for the next minimum bid and waits for an amount', async () => {
      await expect(input).toHaveAttribute('placeholder', 'Enter $2,425.00 or more');
      await expect(placeBid).toBeDisabled();
    });

    await step('an amount below the minimum gets the spec message and no bid', async () => {
      await userEvent.type(input, '2400{Enter}');
      await expect(canvas.getByText('Enter $2,425.00 or more')).toBeVisible();
      await expect(input).toHaveAttribute('aria-invalid', 'true');
      await expect(input).toHaveAccessibleDescription('Enter $2,425.00 or more');
      await expect(args.onPlaceBid).not.toHaveBeenCalled();
    });

    await step('at most two decimals, and Enter places the bid in cents; the accepted bid leaves the box', async () => {
      await userEvent.clear(input);
      await userEvent.type(input, '2500.555x');
      await expect(input).toHaveValue('2500.55');
      await expect(input).not.toHaveAttribute('aria-invalid');
      await userEvent.keyboard('{Enter}');
      await expect(args.onPlaceBid).toHaveBeenCalledTimes(1);
      await expect(args.onPlaceBid).toHaveBeenCalledWith(250_055);
      await waitFor(() => expect(input).toHaveValue(''));
    });

    await step('the title opens the lot', async () => {
      await userEvent.click(canvas.getByRole('button', { name: '1 oz American Gold Eagle 2024 BU' }));
      await expect(args.onOpen).toHaveBeenCalledTimes(1);
    });

    await step('the heart toggles the favourite, by mouse and keyboard', async () => {
      const heart = canvas.getByRole('button', { name: 'Favorite' });
      await expect(heart).toHaveAttribute('aria-pressed', 'false');
      await userEvent.click(heart);
      await expect(heart).toHaveAttribute('aria-pressed', 'true');
      await expect(args.onToggleFavourite).toHaveBeenLastCalledWith(true);
      await userEvent.keyboard(' ');
      await expect(heart).toHaveAttribute('aria-pressed', 'false');
      await expect(args.onToggleFavourite).toHaveBeenLastCalledWith(false);
      await expect(heart).toHaveFocus();
      await expect(getComputedStyle(heart).outlineStyle).toBe('solid');
    });
  },
};

/** Lots of several auctions meet in search results: the card names its sale, a link to the auction's lots. */
export const InSearchResults: Story = {
  args: {
    lot: { ...goldEagle, auction_title: 'Winter Bullion Timed Auction' },
    auctionHref: '/auction/timed-auction/7?page=1',
  },
  decorators: [recordLinks],
  play: async ({ canvas, userEvent }) => {
    const auction = canvas.getByRole('link', { name: 'Winter Bullion Timed Auction' });
    await expect(auction).toBeVisible();
    await expect(auction).toHaveAttribute('href', '/auction/timed-auction/7?page=1');
    await userEvent.click(canvas.getByRole('button', { name: '1 oz American Gold Eagle 2024 BU' }));
    await userEvent.tab();
    await expect(auction).toHaveFocus();
    await expect(getComputedStyle(auction).outlineStyle).toBe('solid');
    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenLastCalledWith('/auction/timed-auction/7?page=1');
  },
};

export const Winning: Story = {
  args: { bidStatus: 'winning', minimumBidCents: 250_000, defaultFavourite: true },
  play: async ({ args, canvas, userEvent }) => {
    const chip = canvas.getByText("You're Winning!");
    await expect(chip).toHaveAttribute('data-tone', 'positive');
    await expect(canvas.getByRole('button', { name: 'Favorite' })).toHaveAttribute('aria-pressed', 'true');
    const input = canvas.getByRole('textbox', { name: 'Enter bid' });
    await expect(input).toHaveAttribute('placeholder', 'Enter $2,500.00 or more');
    await userEvent.type(input, '2499.99{Enter}');
    await expect(canvas.getByText('Enter $2,500.00 or more')).toBeVisible();
    await userEvent.clear(input);
    await userEvent.type(input, '2500');
    await userEvent.click(canvas.getByRole('button', { name: 'Place Max Bid' }));
    await expect(args.onPlaceBid).toHaveBeenCalledTimes(1);
    await expect(args.onPlaceBid).toHaveBeenCalledWith(250_000);
  },
};

const outbidFeed = createLotFeed({ lot: goldEagle, bidStatus: 'winning' });

export const Outbid: Story = {
  render: (args) => <FeedLotCard {...args} feed={outbidFeed} />,
  beforeEach: () => {
    outbidFeed.reset();
  },
  play: async ({ args, canvas, userEvent, step }) => {
    const card = canvas.getByRole('article', { name: '1 oz American Gold Eagle 2024 BU' });
    const input = canvas.getByRole('textbox', { name: 'Enter bid' });
    await expect(canvas.getByText("You're Winning!")).toBeVisible();
    await userEvent.type(input, '24');

    await step('another bidder outbids: announced politely, focus stays in the bid box', async () => {
      outbidFeed.push({ lot: { ...goldEagle, wprice: 2450, bid_count: 13 }, bidStatus: 'outbid' });
      await waitFor(() => expect(canvas.getByText('You are losing')).toBeVisible());
      await expect(canvas.getByText('You are losing')).toHaveAttribute('data-tone', 'critical');
      await expect(cardLiveRegion(card)).toHaveTextContent('You are losing. Current Bid US $2,450.00');
      await expect(input).toHaveFocus();
      await expect(input).toHaveValue('24');
      await expect(input).toHaveAttribute('placeholder', 'Enter $2,475.00 or more');
      await expect(canvas.getByText('13')).toBeVisible();
    });

    await step('the buyer bids again above the new minimum', async () => {
      await userEvent.type(input, '75{Enter}');
      await expect(args.onPlaceBid).toHaveBeenCalledTimes(1);
      await expect(args.onPlaceBid).toHaveBeenCalledWith(247_500);
      await userEvent.tab();
      await expect(input).not.toHaveFocus();
    });
  },
};

export const ReserveNotMet: Story = {
  args: { lot: silverBar, bidStatus: 'reserveNotMet' },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByText('Reserve Not Met')).toHaveAttribute('data-tone', 'caution');
    await expect(canvas.getByText('Lot #1031')).toBeVisible();
    const input = canvas.getByRole('textbox', { name: 'Enter bid' });
    await expect(input).toHaveAttribute('placeholder', 'Enter $320.00 or more');
    await userEvent.type(input, '350{Enter}');
    await expect(args.onPlaceBid).toHaveBeenCalledTimes(1);
    await expect(args.onPlaceBid).toHaveBeenCalledWith(35_000);
  },
};

export const Sold: Story = {
  args: { lot: { ...goldEagle, market_status: 'sold', wprice: 2525, bid_count: 18 } },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByText('Sold')).toHaveAttribute('data-tone', 'neutral');
    await expect(canvas.getByText('Sold Price')).toBeVisible();
    await expect(canvas.getByText('US $2,525.00')).toBeVisible();
    await expect(canvas.getByText('Auction Closed')).toBeVisible();
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Place Max Bid' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Favorite' }));
    await expect(args.onToggleFavourite).toHaveBeenCalledWith(true);
  },
};

export const Won: Story = {
  args: { lot: { ...morganDollar, market_status: 'sold', wprice: 210 }, bidStatus: 'bought' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Won')).toHaveAttribute('data-tone', 'positive');
    await expect(canvas.getByText('US $210.00')).toBeVisible();
    await expect(canvas.queryByRole('textbox')).toBeNull();
  },
};

export const Unsold: Story = {
  args: { lot: { ...silverBar, market_status: 'unsold', bid_count: 0, wprice: 290 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Unsold')).toBeVisible();
    await expect(canvas.getByText('Sold Price')).toBeVisible();
    await expect(canvas.getByText('Auction Closed')).toBeVisible();
    await expect(canvas.queryByRole('textbox')).toBeNull();
  },
};

export const Ended: Story = {
  args: {
    lot: { ...goldEagle, market_status: 'closed', date_closed: isoAt(STORY_NOW - 3 * HOUR) },
    bidStatus: 'lost',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Lost')).toHaveAttribute('data-tone', 'critical');
    await expect(canvas.getByText('Auction Closed')).toBeVisible();
    await expect(canvas.getByText('Sold Price')).toBeVisible();
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await expect(canvas.getByRole('article')).toHaveAttribute('data-state', 'closed');
  },
};

export const ClosedByTime: Story = {
  args: { lot: { ...silverBar, date_closed: isoAt(STORY_NOW - SECOND) } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Auction Closed')).toBeVisible();
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await expect(canvas.getByRole('article')).toHaveAttribute('data-state', 'closed');
  },
};

const closingTicker = tickingClock();

export const ClosesInPlace: Story = {
  args: { lot: { ...goldEagle, date_closed: isoAt(STORY_NOW + 2 * SECOND) }, clock: closingTicker },
  beforeEach: () => {
    closingTicker.tick(STORY_NOW);
  },
  play: async ({ canvas, step }) => {
    const card = canvas.getByRole('article', { name: '1 oz American Gold Eagle 2024 BU' });
    await expect(canvas.getByRole('button', { name: 'Place Max Bid' })).toBeVisible();
    const openHeight = card.getBoundingClientRect().height;
    await step('the lot closes in front of the buyer: the bid box goes, the card keeps its size', async () => {
      closingTicker.tick(STORY_NOW + 3 * SECOND);
      await waitFor(() => expect(card).toHaveAttribute('data-state', 'closed'));
      await expect(canvas.getAllByText('Auction Closed')[0]).toBeVisible();
      await expect(canvas.queryByRole('textbox', { name: 'Enter bid' })).toBeNull();
      await expect(card.getBoundingClientRect().height).toBe(openHeight);
    });
  },
};

export const NotStarted: Story = {
  args: {
    lot: {
      ...silverBar,
      date_added: isoAt(STORY_NOW + 6 * HOUR),
      date_closed: isoAt(STORY_NOW + 30 * HOUR),
      bid_count: 0,
    },
  },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('timer', { name: 'Timed Auction Starts In:' })).toHaveTextContent('6 hours');
    const input = canvas.getByRole('textbox', { name: 'Enter bid' });
    await expect(input).toHaveAttribute('placeholder', 'Enter $315.00 or more');
    await userEvent.type(input, '400{Enter}');
    await expect(canvas.getByText('Auction is not started!')).toBeVisible();
    await expect(args.onPlaceBid).not.toHaveBeenCalled();
  },
};

export const OnTheBlock: Story = {
  args: { lot: morganDollar, onTheBlock: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('This lot is live now. Enter Live Auction to bid.')).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: 'Enter bid' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Place Max Bid' })).toBeNull();
  },
};

export const LoggedOut: Story = {
  args: { loggedIn: false },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.queryByRole('textbox')).toBeNull();
    const login = canvas.getByRole('button', { name: 'Login to Bid' });
    await userEvent.click(login);
    await expect(args.onLogin).toHaveBeenCalledTimes(1);
    const heart = canvas.getByRole('button', { name: 'Favorite' });
    await userEvent.click(heart);
    await expect(args.onLogin).toHaveBeenCalledTimes(2);
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await expect(args.onToggleFavourite).not.toHaveBeenCalled();
    login.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onLogin).toHaveBeenCalledTimes(3);
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Loading lot')).toBeInTheDocument();
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
    await expect(canvas.queryByRole('article')).toBeNull();
    await expect(canvas.queryByRole('button')).toBeNull();
    const image = canvasElement.querySelector('[data-shape="block"]') as HTMLElement;
    const { width, height } = image.getBoundingClientRect();
    await expect(Math.round((width / height) * 100)).toBe(133);
  },
};

export const LoadingList: Story = {
  args: { loading: true, layout: 'list' },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Loading lot')).toBeInTheDocument();
    const card = canvasElement.querySelector<HTMLElement>('[data-layout="list"]') as HTMLElement;
    const image = card.querySelector('[data-shape="block"]') as HTMLElement;
    const title = card.querySelectorAll('[data-shape="line"]')[1] as HTMLElement;
    await expect(image.getBoundingClientRect().right).toBeLessThan(title.getBoundingClientRect().left);
    await expect(Math.round(image.getBoundingClientRect().width)).toBe(
      Math.round(image.getBoundingClientRect().height),
    );
  },
};

export const BrokenImage: Story = {
  args: { lot: { ...morganDollar, avatar: brokenImage }, logoSrc: storeLogo },
  play: async ({ canvas, canvasElement }) => {
    const fallback = await canvas.findByRole('img', { name: 'Image unavailable' });
    await expect(fallback).toHaveAttribute('src', storeLogo);
    await waitFor(() => expect((fallback as HTMLImageElement).complete).toBe(true));
    await expect(canvasElement.querySelector('[data-state="fallback"]')).not.toBeNull();
    await expect(canvas.queryByRole('img', { name: '1881-S Morgan Dollar MS-64 PCGS' })).toBeNull();
  },
};

export const BrokenImageWithoutLogo: Story = {
  args: { lot: { ...morganDollar, avatar: brokenImage } },
  play: async ({ canvas }) => {
    // Both the image and the logo fail to load before the coin mark shows.
    const fallback = await canvas.findByRole('img', { name: 'Image unavailable' }, { timeout: 5_000 });
    await expect(fallback.tagName.toLowerCase()).toBe('svg');
  },
};

export const ClosingSoon: Story = {
  args: { lot: { ...goldEagle, date_closed: isoAt(STORY_NOW + 3 * MINUTE + 20 * SECOND) } },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByText('Closing Soon')).toBeVisible();
    await expect(canvas.getByRole('timer', { name: 'Timed Auction Ends In:' })).toHaveTextContent(
      '3 minutes 20 seconds',
    );
    await userEvent.type(canvas.getByRole('textbox', { name: 'Enter bid' }), '2425{Enter}');
    await expect(args.onPlaceBid).toHaveBeenCalledTimes(1);
    await expect(args.onPlaceBid).toHaveBeenCalledWith(242_500);
  },
};

export const Extended: Story = {
  args: { lot: { ...goldEagle, date_closed: isoAt(STORY_NOW + 4 * MINUTE + 50 * SECOND) }, extensionCount: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Extended')).toBeVisible();
    await expect(canvas.getByText('Closing time extended by a late bid')).toBeInTheDocument();
    await expect(canvas.getByText('Closing Soon')).toBeVisible();
  },
};

export const List: Story = {
  args: { layout: 'list', lot: silverBar, bidStatus: 'winningWithProxy', minimumBidCents: 40_000 },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ args, canvas, userEvent }) => {
    const image = canvas.getByRole('img', { name: '10 oz Silver Bar — Royal Canadian Mint' });
    const title = canvas.getByRole('heading', { name: '10 oz Silver Bar — Royal Canadian Mint' });
    const input = canvas.getByRole('textbox', { name: 'Enter bid' });
    await expect(image.getBoundingClientRect().right).toBeLessThan(title.getBoundingClientRect().left);
    await expect(title.getBoundingClientRect().right).toBeLessThan(input.getBoundingClientRect().left);
    await expect(canvas.getByText("You're Winning!")).toBeVisible();
    await tabTo(userEvent, input);
    await userEvent.keyboard('400{Enter}');
    await expect(args.onPlaceBid).toHaveBeenCalledTimes(1);
    await expect(args.onPlaceBid).toHaveBeenCalledWith(40_000);
  },
};

async function tabTo(userEvent: { tab: () => Promise<void> }, input: HTMLElement) {
  for (let presses = 0; presses < 4 && document.activeElement !== input; presses++) await userEvent.tab();
  await expect(input).toHaveFocus();
}

export const Mobile: Story = {
  args: { layout: 'mobile', lot: morganDollar },
  globals: { viewport: { value: 'smallPhone', isRotated: false } },
  play: async ({ args, canvas, userEvent }) => {
    const card = canvas.getByRole('article', { name: '1881-S Morgan Dollar MS-64 PCGS' });
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
    await expect(card.getBoundingClientRect().width).toBeLessThanOrEqual(480);
    await expect(within(card).getByRole('timer', { name: 'Live Auction Ends In:' })).toBeVisible();
    const input = canvas.getByRole('textbox', { name: 'Enter bid' });
    await expect(input).toHaveAttribute('inputmode', 'decimal');
    await userEvent.type(input, '187.5{Enter}');
    await expect(args.onPlaceBid).toHaveBeenCalledTimes(1);
    await expect(args.onPlaceBid).toHaveBeenCalledWith(18_750);
  },
};
