import type { Meta, StoryObj } from '@storybook/react-vite';
import { createHandlers, demoToken, liveAuction } from '@storefront/api-client/msw';
import { delay, http } from 'msw';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { withApiPlatform } from '@storefront/storybook/decorators/withApiPlatform';
import { auctionHead, duringTheSale } from '../stories/liveStoryData';
import { LiveRegistration } from './LiveRegistration';

const details = '*/mobileapi/getauctionlotdetails';
const notRegistered = createHandlers({ getAuctionLotDetails: auctionHead({ isRegistered: 0, is_register_active: 0 }) });

const meta = {
  title: 'Features/Live/LiveRegistration',
  component: LiveRegistration,
  decorators: [withApiPlatform],
  args: {
    auctionId: liveAuction.id,
    buyerId: 7,
    onLogin: fn(),
    roomHref: `/livelots/${liveAuction.id}/7`,
    surface: 'lots',
  },
  parameters: {
    visual: { fullViewport: true },
    platform: { token: demoToken, now: duringTheSale },
    msw: { handlers: notRegistered },
  },
} satisfies Meta<typeof LiveRegistration>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Terms first ('Please accept Terms and Conditions.'), then the request is sent and the buyer waits for approval. */
export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const register = await canvas.findByRole('button', { name: 'CLICK HERE TO REGISTER FOR BIDDING' });
    await userEvent.click(register);
    await expect(canvas.getByText('Please accept Terms and Conditions.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Terms & Conditions' }));
    await expect(await screen.findByRole('dialog', { name: 'Terms and Conditions' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'I accept the Terms and Conditions' }));
    await userEvent.click(register);
    await expect(await screen.findByText('Auction Registration Request Sent.')).toBeVisible();
    await expect(
      await canvas.findByText("Registration Pending, We'll send you an email once you've been approved to bid."),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'REGISTRATION PENDING' })).toBeDisabled();
  },
};

/** On the live lot view the same request says 'Auction Registration Successfully.'. */
export const FromTheLotView: Story = {
  args: { surface: 'lot' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('checkbox', { name: 'I accept the Terms and Conditions' }));
    await userEvent.click(canvas.getByRole('button', { name: 'CLICK HERE TO REGISTER FOR BIDDING' }));
    await expect(await screen.findByText('Auction Registration Successfully.')).toBeVisible();
  },
};

/** An approved buyer goes straight into the room. */
export const Approved: Story = {
  parameters: { msw: { handlers: createHandlers() } },
  play: async ({ canvas }) => {
    const enter = await canvas.findByRole('link', { name: 'Enter Live Auction' });
    await expect(enter).toHaveAttribute('href', `/livelots/${liveAuction.id}/7`);
  },
};

/** The sale is over: no way into its room, nor a registration, for the approved buyer or anyone. */
export const Closed: Story = {
  parameters: {
    msw: {
      handlers: createHandlers({
        getAuctionLotDetails: auctionHead({ isRegistered: 1, is_register_active: 1 }, 'closed'),
      }),
    },
  },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.queryByText('Loading your registration')).toBeNull());
    await expect(canvas.queryByRole('link', { name: 'Enter Live Auction' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'CLICK HERE TO REGISTER FOR BIDDING' })).toBeNull();
  },
};

/** A visitor is asked to sign in first. */
export const Empty: Story = {
  args: { buyerId: null },
  parameters: { platform: { now: duringTheSale } },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'CLICK HERE TO REGISTER FOR BIDDING' }));
    await expect(args.onLogin).toHaveBeenCalled();
  },
};

/** While the buyer's registration is read. */
export const Loading: Story = {
  parameters: { msw: { handlers: [http.post(details, () => delay('infinite')), ...notRegistered] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading your registration')).toBeInTheDocument();
  },
};

/** The server refused the registration: 'Error In Registration.'. */
export const Error: Story = {
  parameters: {
    msw: {
      handlers: createHandlers({
        getAuctionLotDetails: auctionHead({ isRegistered: 0, is_register_active: 0 }),
        registerForAuction: { status: 'error', message: 'Only live auctions take registrations.' },
      }),
    },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('checkbox', { name: 'I accept the Terms and Conditions' }));
    await userEvent.click(canvas.getByRole('button', { name: 'CLICK HERE TO REGISTER FOR BIDDING' }));
    await expect(await screen.findByText('Error In Registration.')).toBeVisible();
  },
};
