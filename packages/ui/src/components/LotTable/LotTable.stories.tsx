import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { navigate, recordLinks } from '../LinkProvider/stories/recordLinks';
import type { LotTableLot } from './lot';
import { LotTable } from './LotTable';

const svg = (body: string) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">${body}</svg>`)}`;

const coin = (face: string, rim: string) =>
  svg(
    `<rect width="64" height="64" fill="#12305a"/><circle cx="32" cy="32" r="24" fill="${face}" stroke="${rim}" stroke-width="3"/><circle cx="32" cy="32" r="17" fill="none" stroke="${rim}" stroke-width="1.5"/>`,
  );

const images = {
  goldEagle: coin('#c9a227', '#7a5c0f'),
  morgan: coin('#d5d9df', '#5b6472'),
  platinum: coin('#b8c2cc', '#2a303a'),
  silverBar: svg(
    '<rect width="64" height="64" fill="#12305a"/><rect x="10" y="18" width="44" height="28" rx="3" fill="#dde1e7" stroke="#5b6472" stroke-width="2"/><path d="M16 26h32M16 38h20" stroke="#5b6472" stroke-width="2"/>',
  ),
};

const BUYER = 42;

const lots: LotTableLot[] = [
  {
    id: 5101,
    sku: '101',
    title: '1 oz American Gold Eagle 2024 BU',
    description:
      'Brilliant uncirculated 1 oz gold American Eagle, 22 karat, struck by the United States Mint in 2024. Ships in an air-tight capsule.',
    avatar: images.goldEagle,
    lowest: 2300,
    highest: 2600,
    wprice: 2450,
    bid_count: 12,
    market_status: 'open',
    highbid_user_id: BUYER,
  },
  {
    id: 5102,
    sku: '102',
    title: '10 oz Silver Bar — Royal Canadian Mint',
    description: 'Ten troy ounces of .9999 fine silver with the RCM hallmark and serial number. Light handling marks.',
    avatar: images.silverBar,
    wprice: 315,
    bid_count: 4,
    market_status: 'open',
    highbid_user_id: 7,
  },
  {
    id: 5103,
    sku: '103',
    title: '1881-S Morgan Dollar MS-64 PCGS',
    description:
      'Morgan silver dollar struck at the San Francisco Mint in 1881, graded MS-64 by PCGS. Frosty lustre, light toning on the reverse.',
    avatar: 'data:image/png;base64,AAAA',
    lowest: 150,
    highest: 225,
    wprice: 185,
    bid_count: 9,
    market_status: 'open',
    highbid_user_id: 7,
  },
  {
    id: 5104,
    sku: '104',
    title: '1 oz Platinum American Eagle 2023',
    description: 'Proof, in original box.',
    avatar: images.platinum,
    lowest: 950,
    highest: 1100,
    wprice: 1025,
    bid_count: 6,
    market_status: 'sold',
    highbid_user_id: null,
  },
];

const soldLots: LotTableLot[] = [
  { ...lots[0]!, market_status: 'sold', wprice: 2510, bid_count: 15 },
  { ...lots[1]!, market_status: 'unsold', wprice: 280, bid_count: 2 },
  { ...lots[2]!, avatar: images.morgan, market_status: 'sold', wprice: 210, bid_count: 11 },
];

const headers = (table: HTMLElement) =>
  within(table)
    .getAllByRole('columnheader')
    .map((header) => header.textContent);

const meta = {
  title: 'Components/Auction/LotTable',
  component: LotTable,
  args: { lots, userId: BUYER, onOpenLot: fn() },
  argTypes: { hrefForLot: { control: false } },
  decorators: [recordLinks],
} satisfies Meta<typeof LotTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, userEvent, step }) => {
    const table = canvas.getByRole('table', { name: 'Lots' });
    const [, first, second, third, fourth] = within(table).getAllByRole('row');
    await step('the lots page columns, with estimates, prices and status', async () => {
      await expect(headers(table)).toEqual([
        'Lot #',
        'Image',
        'Title',
        'Description',
        'Est',
        'Current Bid',
        'No. Of Bids',
        'Status',
      ]);
      await expect(first).toHaveTextContent("You're Winning!");
      await expect(first).toHaveTextContent('US $2,300.00 - US $2,600.00');
      await expect(first).toHaveTextContent('US $2,450.00');
      await expect(second).toHaveTextContent('US $100.00 - US $1,000.00');
      await expect(second).not.toHaveTextContent("You're Winning!");
      await waitFor(() => expect(third?.querySelector('[data-state="broken"]')).not.toBeNull());
      await expect(within(fourth!).getByRole('cell', { name: /US \$1,025\.00/ })).toHaveTextContent(
        'US $1,025.00Sold Price',
      );
      // A finished lot says how it ended, as its card does.
      await expect(within(fourth!).getAllByRole('cell').at(-1)).toHaveTextContent('Sold');
    });
    await step('keyboard: the title opens the lot', async () => {
      await userEvent.tab();
      const title = within(first!).getByRole('button', { name: '1 oz American Gold Eagle 2024 BU' });
      await expect(title).toHaveFocus();
      await expect(getComputedStyle(title).outlineStyle).toBe('solid');
      await userEvent.keyboard('{Enter}');
      await expect(args.onOpenLot).toHaveBeenLastCalledWith(lots[0]);
    });
    await step('keyboard: focus previews the description, Enter moves into it', async () => {
      await userEvent.tab();
      const trigger = within(first!).getByRole('button', { name: 'Brilliant uncirculated 1 oz go…' });
      await expect(trigger).toHaveFocus();
      const popover = await screen.findByRole('dialog', { name: '1 oz American Gold Eagle 2024 BU' });
      await expect(popover).toHaveTextContent('Ships in an air-tight capsule.');
      await expect(trigger).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      const readMore = within(popover).getByRole('button', { name: 'read more' });
      await waitFor(() => expect(readMore).toHaveFocus());
      await userEvent.keyboard('{Enter}');
      await expect(args.onOpenLot).toHaveBeenCalledTimes(2);
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      await expect(trigger).toHaveFocus();
    });
    await step('pointer: hovering a description shows it, leaving hides it', async () => {
      const trigger = within(second!).getByRole('button', { name: 'Ten troy ounces of .9999 fine…' });
      await userEvent.hover(trigger);
      const popover = await screen.findByRole('dialog', { name: '10 oz Silver Bar — Royal Canadian Mint' });
      await expect(popover).toHaveTextContent('Light handling marks.');
      await userEvent.unhover(trigger);
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    });
    await step('pointer: a click anywhere on the row opens the lot', async () => {
      await userEvent.click(within(third!).getByText('9'));
      await expect(args.onOpenLot).toHaveBeenLastCalledWith(lots[2]);
      await expect(args.onOpenLot).toHaveBeenCalledTimes(3);
    });
  },
};

export const SoldLots: Story = {
  args: {
    lots: soldLots,
    hrefForLot: (lot) => `/timedlotView/77/${lot.id}/${BUYER}?page=1&perPage=20`,
  },
  play: async ({ args, canvas, userEvent }) => {
    const table = canvas.getByRole('table', { name: 'Lots' });
    await expect(headers(table)).toContain('Sold Price');
    await expect(headers(table)).not.toContain('Current Bid');
    const [, first] = within(table).getAllByRole('row');
    await expect(first).toHaveTextContent('US $2,510.00');
    await expect(first).not.toHaveTextContent("You're Winning!");
    const statuses = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell').at(-1)?.textContent);
    await expect(statuses).toEqual(['Sold', 'Unsold', 'Sold']);
    const title = canvas.getByRole('link', { name: '1881-S Morgan Dollar MS-64 PCGS' });
    await expect(title).toHaveAttribute('href', `/timedlotView/77/5103/${BUYER}?page=1&perPage=20`);
    await userEvent.click(within(first!).getByText('15'));
    await expect(navigate).toHaveBeenLastCalledWith(`/timedlotView/77/5101/${BUYER}?page=1&perPage=20`);
    await expect(args.onOpenLot).toHaveBeenCalledWith(soldLots[0]);
  },
};

/** The listing's search mode: lots of several auctions, each naming its sale under its title. */
export const SearchResults: Story = {
  args: {
    variant: 'search',
    lots: [
      { ...lots[0]!, auction_title: 'Spring Bullion Live Auction' },
      { ...lots[1]!, auction_title: 'Weekly Silver Timed Auction' },
    ],
    hrefForAuction: (lot) => (lot.id === 5101 ? '/auction/3?page=1' : '/auction/timed-auction/4?page=1'),
  },
  play: async ({ args, canvas, userEvent }) => {
    const table = canvas.getByRole('table', { name: 'Lots' });
    await expect(headers(table)).toEqual(['Lot #', 'Image', 'Title', 'Description', 'Current Bid', 'No. Of Bids']);
    const [, first, second] = within(table).getAllByRole('row');
    await expect(within(first!).getByRole('link', { name: 'Spring Bullion Live Auction' })).toBeVisible();
    const weekly = within(second!).getByRole('link', { name: 'Weekly Silver Timed Auction' });
    await userEvent.click(weekly);
    await expect(navigate).toHaveBeenLastCalledWith('/auction/timed-auction/4?page=1');
    await expect(args.onOpenLot).not.toHaveBeenCalled();
  },
};

export const Empty: Story = {
  args: { lots: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('No Products Found');
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'smallPhone', isRotated: false } },
  play: async ({ args, canvas, userEvent }) => {
    const table = canvas.getByRole('table', { name: 'Lots' });
    const [, first, second] = within(table).getAllByRole('row');
    await expect(getComputedStyle(first!).display).toBe('grid');
    await expect(first!.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    const estimateLabel = within(second!).getByText('Est');
    await expect(estimateLabel).toBeVisible();
    await expect(estimateLabel).toHaveAttribute('aria-hidden', 'true');
    await expect(within(first!).getByText("You're Winning!")).toBeVisible();
    await userEvent.click(within(second!).getByText('US $315.00'));
    await expect(args.onOpenLot).toHaveBeenCalledWith(lots[1]);
  },
};
