import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { BidHistoryDialog } from './BidHistoryDialog';
import { goldEagleBids, repaintWhole } from './stories.fixtures';

const meta = {
  title: 'Components/Auction/BidHistoryDialog',
  component: BidHistoryDialog,
  args: {
    auctionType: 'timed',
    bids: goldEagleBids,
    lotTitle: '1 oz American Gold Eagle 2024 BU',
    trigger: <Button variant="ghost">12 bids</Button>,
    onOpenChange: fn(),
  },
  parameters: { visual: { fullViewport: true } },
  afterEach: repaintWhole,
} satisfies Meta<typeof BidHistoryDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The Bid History modal, opened from the bid count with the keyboard; Escape closes it. */
export const Default: Story = {
  play: async ({ args, canvas, userEvent, step }) => {
    const trigger = canvas.getByRole('button', { name: '12 bids' });
    await step('Tab and Enter open it', async () => {
      await userEvent.tab();
      await expect(trigger).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      const dialog = await screen.findByRole('dialog', { name: 'Bid History' });
      await expect(dialog).toHaveAccessibleDescription('1 oz American Gold Eagle 2024 BU');
      await expect(
        within(dialog)
          .getAllByRole('columnheader')
          .map((header) => header.textContent),
      ).toEqual(['Bidder Id', 'Date', 'Amount']);
      await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    });
    await step('Escape closes it and focus returns to the bid count', async () => {
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      await expect(trigger).toHaveFocus();
      await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    });
    await step('open again for review, focus on the close cross', async () => {
      await userEvent.keyboard('{Enter}');
      const dialog = await screen.findByRole('dialog', { name: 'Bid History' });
      await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus());
    });
  },
};

/** No bids yet: the modal says 'No Bids Found'. */
export const Empty: Story = {
  args: { bids: [], trigger: <Button variant="ghost">0 bids</Button> },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: '0 bids' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bid History' });
    await expect(within(dialog).getByText('No Bids Found')).toBeVisible();
    await expect(within(dialog).queryByRole('table')).not.toBeInTheDocument();
  },
};
