import type { Meta, StoryObj } from '@storybook/react-vite';
import { createHandlers, demoToken, silverEagle } from '@storefront/api-client/msw';
import { delay, http } from 'msw';
import { expect, screen, within } from 'storybook/test';
import { withApiPlatform } from '@storefront/storybook/decorators/withApiPlatform';
import { RetractBid } from './RetractBid';

const hour = 3_600_000;
/** A live auction's lot before its start, led by the buyer: the one case the rule lets a bid be retracted. */
const ledBeforeStart = {
  ...silverEagle,
  con_check: 1 as const,
  highbid_user_id: 7,
  date_added: new Date(Date.now() + hour).toISOString(),
  date_closed: new Date(Date.now() + 5 * hour).toISOString(),
};

const meta = {
  title: 'Features/Bidding/RetractBid',
  component: RetractBid,
  decorators: [withApiPlatform],
  args: { lot: ledBeforeStart, buyerId: 7 },
  parameters: {
    visual: { fullViewport: true },
    platform: { token: demoToken },
    msw: { handlers: createHandlers({ cancelBid: { msg: 'yes' } }) },
  },
} satisfies Meta<typeof RetractBid>;

export default meta;
type Story = StoryObj<typeof meta>;

async function confirmRetraction(
  canvas: ReturnType<typeof within>,
  userEvent: { click: (e: Element) => Promise<void> },
) {
  await userEvent.click(canvas.getByRole('button', { name: 'Retract Bid' }));
  const dialog = await screen.findByRole('dialog', { name: 'Retract Bid' });
  await expect(dialog).toHaveAccessibleDescription('Do you want to retract this bid?');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
}

/** Asked first, then 'Bid Retracted Successfully'. */
export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    await confirmRetraction(canvas, userEvent);
    await expect(await screen.findByText('Bid Retracted Successfully')).toBeVisible();
  },
};

/** The retraction is on its way. */
export const Loading: Story = {
  parameters: {
    msw: { handlers: [http.post('*/api_bidding/cancelbid_process', () => delay('infinite')), ...createHandlers()] },
  },
  play: async ({ canvas, userEvent }) => {
    await confirmRetraction(canvas, userEvent);
    await expect(canvas.getByRole('button', { name: 'Retract Bid' })).toHaveAttribute('aria-busy', 'true');
  },
};

/** The server refused (the auction started meanwhile): its words as a warning. */
export const Error: Story = {
  parameters: {
    msw: {
      handlers: createHandlers({
        cancelBid: { msg: 'Bids can no longer be retracted once the auction has started.' },
      }),
    },
  },
  play: async ({ canvas, userEvent }) => {
    await confirmRetraction(canvas, userEvent);
    await expect(
      await screen.findByText('Bids can no longer be retracted once the auction has started.'),
    ).toBeVisible();
  },
};

/** Once the auction runs, or for a buyer who does not lead, there is nothing to retract. */
export const Empty: Story = {
  args: { lot: { ...ledBeforeStart, date_added: new Date(Date.now() - hour).toISOString() } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Retract Bid' })).toBeNull();
  },
};
