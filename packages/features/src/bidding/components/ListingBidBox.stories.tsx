import type { Meta, StoryObj } from '@storybook/react-vite';
import { createHandlers, demoToken, silverEagle } from '@storefront/api-client/msw';
import { delay, http } from 'msw';
import { expect, fn, screen } from 'storybook/test';
import { withApiPlatform } from '@storefront/storybook/decorators/withApiPlatform';
import { BidBox } from './BidBox';

const hour = 3_600_000;
const openLot = {
  ...silverEagle,
  date_added: new Date(Date.now() - 24 * hour).toISOString(),
  date_closed: new Date(Date.now() + 24 * hour).toISOString(),
};

const meta = {
  title: 'Features/Bidding/BidBox/Listing',
  component: BidBox,
  decorators: [withApiPlatform],
  args: { variant: 'listing', lot: openLot, buyerId: 7, onLogin: fn() },
  parameters: {
    visual: { fullViewport: true },
    platform: { token: demoToken },
    msw: {
      handlers: createHandlers({
        placeBid: { status: 'success', id: openLot.id, bpop_bidstatus: 'You are winning at US $76.00', maxbidamt: 80 },
      }),
    },
  },
} satisfies Meta<typeof BidBox>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The drawer's box: 'Place Maximum Bid', then 'Bid Submitted Successfully' and the status; the accepted amount leaves
 * the entry (it shows as the buyer's maximum), so a second press cannot send it again.
 */
export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('Enter bid'), '80');
    await userEvent.click(canvas.getByRole('button', { name: 'Place Maximum Bid' }));
    await expect(await screen.findByText('Bid Submitted Successfully')).toBeVisible();
    await expect(await screen.findByText('You are winning at US $76.00')).toBeVisible();
    await expect(canvas.getByLabelText('Enter bid')).toHaveValue('');
  },
};

/** Nothing typed: the button waits; too little: 'Enter $76.00 or more'. */
export const Empty: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('button', { name: 'Place Maximum Bid' })).toBeDisabled();
    await userEvent.type(canvas.getByLabelText('Enter bid'), '10.555');
    await expect(canvas.getByLabelText('Enter bid')).toHaveValue('10.55');
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText('Enter $76.00 or more')).toBeVisible();
  },
};

/** The bid is on its way. */
export const Loading: Story = {
  parameters: {
    msw: { handlers: [http.post('*/api_bidding/placeBid', () => delay('infinite')), ...createHandlers()] },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('Enter bid'), '80{Enter}');
    await expect(canvas.getByRole('button', { name: /Place Maximum Bid/ })).toHaveAttribute('aria-busy', 'true');
  },
};

/** Refused by the server: its words, and the amount stays to be corrected. */
export const Error: Story = {
  parameters: {
    msw: { handlers: createHandlers({ placeBid: { status: 'failed', id: openLot.id, error: 'Auction Closed' } }) },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('Enter bid'), '80{Enter}');
    await expect((await screen.findAllByText('Auction Closed')).length).toBeGreaterThan(0);
    await expect(canvas.getByLabelText('Enter bid')).toHaveValue('80');
  },
};

/** A visitor: 'Login to Bid'. */
export const LoggedOut: Story = {
  args: { buyerId: null },
  parameters: { platform: {} },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Login to Bid' }));
    await expect(args.onLogin).toHaveBeenCalled();
  },
};

const upcoming = {
  date_added: new Date(Date.now() + 24 * hour).toISOString(),
  date_closed: new Date(Date.now() + 27 * hour).toISOString(),
};

/** A timed lot before its start: 'Auction is not started!'. */
export const NotStarted: Story = {
  args: { lot: { ...openLot, ...upcoming, con_check: 0 } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('Enter bid'), '80{Enter}');
    await expect(await canvas.findByText('Auction is not started!')).toBeVisible();
  },
};

/** A live lot before its start takes an absentee maximum bid, which may be retracted until the sale opens. */
export const AbsenteeBid: Story = {
  args: { lot: { ...openLot, ...upcoming, con_check: 1 } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('Enter bid'), '80{Enter}');
    await expect(await screen.findByText('Bid Submitted Successfully')).toBeVisible();
    await expect(canvas.queryByText('Auction is not started!')).toBeNull();
  },
};
