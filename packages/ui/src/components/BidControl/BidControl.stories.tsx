import { defaultIncrementTable } from '@storefront/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { BidControl } from './BidControl';

/**
 * Repaints the whole story before its screenshot: corners last drawn by a partial repaint can differ by one shade
 * from a full paint, which a threshold-0 comparison reports.
 */
async function repaintWhole({ canvasElement }: { canvasElement: HTMLElement }) {
  canvasElement.style.boxShadow = 'inset 0 0 0 1px transparent';
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  canvasElement.style.boxShadow = '';
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
}

/**
 * The bid box of a lot. Amounts are integer cents; the rules and messages come from `@storefront/domain`.
 *
 * **Large bids ask for confirmation** when the amount is more than 10 increments (the increment at the current
 * price) above the current bid, or at least 3 times the current bid — whichever comes first. With the default
 * table at US $2,400.00 (increment US $25.00) that is anything above US $2,650.00. The step starts with focus on
 * Cancel, so a second Enter cannot place an amount with an extra zero; Escape cancels.
 *
 * The all-in price is hammer + buyer's premium + card transaction fee (3.1 % + US $0.30) + shipping, from the
 * domain's invoice lines; sales tax depends on the delivery address and is added at checkout.
 */
const meta = {
  title: 'Components/Auction/BidControl',
  component: BidControl,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '26rem' }}>
        <Story />
      </div>
    ),
  ],
  args: {
    variant: 'listing',
    currentPriceCents: 240_000,
    minimumBidCents: 242_500,
    premiumPercent: 18,
    shippingCents: 2_500,
    increments: defaultIncrementTable,
    onValueChange: fn(),
    onPlaceBid: fn(),
    onLogin: fn(),
  },
  argTypes: {
    variant: { control: 'inline-radio', options: ['listing', 'timed', 'live'] },
  },
  afterEach: repaintWhole,
} satisfies Meta<typeof BidControl>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 1 oz American Gold Eagle 2024 BU on a lot card: current bid US $2,400.00, next minimum US $2,425.00. */
export const Listing: Story = {
  play: async ({ args, canvas, userEvent, step }) => {
    const input = canvas.getByRole('textbox', { name: 'Enter bid' });
    const button = canvas.getByRole('button', { name: 'Place Max Bid' });
    await step('empty: the placeholder names the minimum and Place Max Bid is disabled', async () => {
      await expect(input).toHaveAttribute('placeholder', 'Enter $2,425.00 or more');
      await expect(button).toBeDisabled();
    });
    await step('Tab reaches the entry and draws the focus ring', async () => {
      await userEvent.tab();
      await expect(input).toHaveFocus();
      await expect(getComputedStyle(input.parentElement as HTMLElement).outlineStyle).toBe('solid');
    });
    await step('at most two decimals, letters refused', async () => {
      await userEvent.type(input, '2,45a0.505');
      await expect(input).toHaveValue('2450.50');
      await expect(args.onValueChange).toHaveBeenLastCalledWith('2450.50');
      await expect(button).toBeEnabled();
    });
    await step('the all-in price follows the draft', async () => {
      const list = canvas.getByLabelText('All-in price');
      await expect(within(list).getByText("Buyer's Premium (18%)")).toBeInTheDocument();
      await expect(within(list).getByText('US $2,450.50')).toBeInTheDocument();
      await expect(within(list).getByText('US $2,992.86')).toBeInTheDocument();
    });
    await step('Enter places the bid in cents', async () => {
      await userEvent.keyboard('{Enter}');
      await expect(args.onPlaceBid).toHaveBeenCalledTimes(1);
      await expect(args.onPlaceBid).toHaveBeenCalledWith(245_050);
    });
    await userEvent.tab();
    await expect(button).toHaveFocus();
  },
};

/** Logged out: the entry is disabled and the button reads 'Login to Bid'. */
export const ListingLoggedOut: Story = {
  args: { loggedOut: true },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('textbox', { name: 'Enter bid' })).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: 'Place Max Bid' })).not.toBeInTheDocument();
    const login = canvas.getByRole('button', { name: 'Login to Bid' });
    await userEvent.tab();
    await expect(login).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onLogin).toHaveBeenCalledTimes(1);
    await expect(args.onPlaceBid).not.toHaveBeenCalled();
  },
};

/** 1881-S Morgan Dollar MS-64 PCGS on the timed lot page: a 'Min. Bid' line and 'Enter Bid Amount'. */
export const Timed: Story = {
  args: {
    variant: 'timed',
    currentPriceCents: 18_500,
    minimumBidCents: 18_750,
    premiumPercent: 15,
    shippingCents: 895,
  },
  play: async ({ args, canvas, userEvent, step }) => {
    const input = canvas.getByRole('textbox', { name: 'Bid Amount' });
    const button = canvas.getByRole('button', { name: 'Place Bid' });
    await expect(input).toHaveAttribute('placeholder', 'Enter Bid Amount');
    await expect(canvas.getByText('Min. Bid').nextElementSibling).toHaveTextContent('US $187.50');
    await step('an empty bid is refused with the spec message', async () => {
      await userEvent.click(button);
      await expect(canvas.getByText('Enter Bid Amount')).toBeVisible();
      await expect(input).toHaveAttribute('aria-invalid', 'true');
      await expect(args.onPlaceBid).not.toHaveBeenCalled();
    });
    await step('below the minimum: Min. Bid $187.50', async () => {
      await userEvent.type(input, '187.25');
      await userEvent.keyboard('{Enter}');
      await expect(canvas.getByText('Min. Bid $187.50')).toBeVisible();
      await expect(args.onPlaceBid).not.toHaveBeenCalled();
    });
    await step('at most 9 digits of dollars', async () => {
      await userEvent.clear(input);
      await userEvent.type(input, '1234567890.25');
      await expect(input).toHaveValue('123456789.25');
    });
    await step('typing clears the message; the button places the bid', async () => {
      await userEvent.clear(input);
      await expect(canvas.queryByText('Min. Bid $187.50')).not.toBeInTheDocument();
      await userEvent.type(input, '190');
      await userEvent.click(button);
      await expect(args.onPlaceBid).toHaveBeenCalledTimes(1);
      await expect(args.onPlaceBid).toHaveBeenCalledWith(19_000);
    });
  },
};

/** Before the timed auction starts the form refuses bids with the spec's words. */
export const TimedNotStarted: Story = {
  args: { ...Timed.args, auctionStarted: false },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Bid Amount' }), '190{Enter}');
    await expect(canvas.getByText('Wait until auction starts!')).toBeVisible();
    await expect(args.onPlaceBid).not.toHaveBeenCalled();
    await userEvent.tab();
  },
};

const liveArgs = {
  variant: 'live',
  currentPriceCents: 31_000,
  minimumBidCents: 31_500,
  premiumPercent: 20,
  shippingCents: 1_800,
} as const;

/** 10 oz Silver Bar — Royal Canadian Mint in the live room: whole dollars, digits only, at most 9, no paste. */
export const Live: Story = {
  args: liveArgs,
  play: async ({ args, canvas, userEvent, step }) => {
    const input = canvas.getByRole('textbox', { name: 'Bid Amount' });
    await step('the current bid is a polite live region', async () => {
      const row = canvas.getByText('Current Bid').parentElement as HTMLElement;
      await expect(row).toHaveAttribute('aria-live', 'polite');
      await expect(row).toHaveTextContent('US $310.00');
    });
    await step('digits only, at most 9', async () => {
      await userEvent.type(input, '3a1.5');
      await expect(input).toHaveValue('315');
      await userEvent.clear(input);
      await userEvent.type(input, '1234567890');
      await expect(input).toHaveValue('123456789');
      await userEvent.clear(input);
    });
    await step('pasting is blocked', async () => {
      await userEvent.click(input);
      await userEvent.paste('325');
      await expect(input).toHaveValue('');
      await expect(args.onValueChange).not.toHaveBeenLastCalledWith('325');
    });
    await step('an empty bid: Enter bid amount', async () => {
      await userEvent.keyboard('{Enter}');
      await expect(canvas.getByText('Enter bid amount')).toBeVisible();
    });
    await step('a bid on the increment grid goes out on Enter', async () => {
      await userEvent.type(input, '325');
      await userEvent.keyboard('{Enter}');
      await expect(args.onPlaceBid).toHaveBeenCalledTimes(1);
      await expect(args.onPlaceBid).toHaveBeenCalledWith(32_500);
    });
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Place Bid' })).toHaveFocus();
  },
};

/** The quick-bid button bids the next increment in one press. */
export const LiveQuickBid: Story = {
  args: liveArgs,
  play: async ({ args, canvas, userEvent }) => {
    const quick = canvas.getByRole('button', { name: 'Bid US $315.00' });
    await userEvent.click(quick);
    await expect(args.onPlaceBid).toHaveBeenCalledTimes(1);
    await expect(args.onPlaceBid).toHaveBeenCalledWith(31_500);
    await userEvent.tab({ shift: true });
    await userEvent.tab();
    await expect(quick).toHaveFocus();
    await expect(getComputedStyle(quick).outlineStyle).toBe('solid');
    await userEvent.keyboard(' ');
    await expect(args.onPlaceBid).toHaveBeenCalledTimes(2);
    await expect(args.onPlaceBid).toHaveBeenLastCalledWith(31_500);
  },
};

/** Below the next minimum bid on a listing: the spec's 'Enter $X or more'. */
export const BelowMinimum: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Enter bid' });
    await userEvent.type(input, '2400{Enter}');
    await expect(canvas.getByText('Enter $2,425.00 or more')).toBeVisible();
    await expect(input).toHaveAccessibleDescription(expect.stringContaining('Enter $2,425.00 or more'));
    await expect(canvas.getByText('Enter $2,425.00 or more').closest('[aria-live]')).toHaveAttribute(
      'aria-live',
      'polite',
    );
    await expect(args.onPlaceBid).not.toHaveBeenCalled();
    await userEvent.tab();
  },
};

/** Live bids must sit on the increment grid (US $5 steps from US $250 to US $500). */
export const OffIncrement: Story = {
  args: liveArgs,
  play: async ({ args, canvas, userEvent, step }) => {
    const input = canvas.getByRole('textbox', { name: 'Bid Amount' });
    await step('below the next minimum', async () => {
      await userEvent.type(input, '310{Enter}');
      await expect(canvas.getByText('Your Next Min Bid Amount Is US $315.00')).toBeVisible();
    });
    await step('off the increment grid', async () => {
      await userEvent.clear(input);
      await userEvent.type(input, '317{Enter}');
      await expect(
        canvas.getByText('Please Enter Valid Value.Bid Amount Should Be Multiples Of Bid Increment.'),
      ).toBeVisible();
      await expect(input).toHaveAttribute('aria-invalid', 'true');
    });
    await expect(args.onPlaceBid).not.toHaveBeenCalled();
    await userEvent.tab();
  },
};

/** US $24,000.00 against a current bid of US $2,400.00: the second step with the all-in price. */
export const ConfirmLargeBid: Story = {
  play: async ({ args, canvas, userEvent, step }) => {
    const entry = () => canvas.getByRole('textbox', { name: 'Enter bid' });
    const confirmStep = () => canvas.getByRole('group', { name: 'Confirm your maximum bid' });
    await step('Enter opens the confirmation with focus on Cancel', async () => {
      await userEvent.type(entry(), '24000{Enter}');
      await expect(confirmStep()).toHaveAccessibleDescription(
        'Your bid of US $24,000.00 is US $21,600.00 above the current bid of US $2,400.00.',
      );
      await expect(within(confirmStep()).getByText('US $29,089.30')).toBeVisible();
      await expect(within(confirmStep()).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    });
    await step('Escape cancels and returns to the entry', async () => {
      await userEvent.keyboard('{Escape}');
      await expect(canvas.queryByRole('group', { name: 'Confirm your maximum bid' })).not.toBeInTheDocument();
      await expect(entry()).toHaveFocus();
      await expect(args.onPlaceBid).not.toHaveBeenCalled();
    });
    await step('Cancel does not bid either', async () => {
      await userEvent.keyboard('{Enter}');
      await userEvent.click(within(confirmStep()).getByRole('button', { name: 'Cancel' }));
      await expect(args.onPlaceBid).not.toHaveBeenCalled();
    });
    await step('Confirm Bid places it', async () => {
      await userEvent.keyboard('{Enter}');
      await userEvent.click(within(confirmStep()).getByRole('button', { name: 'Confirm Bid' }));
      await expect(args.onPlaceBid).toHaveBeenCalledTimes(1);
      await expect(args.onPlaceBid).toHaveBeenCalledWith(2_400_000);
      await waitFor(() => expect(canvas.getByRole('button', { name: 'Place Max Bid' })).toHaveFocus());
    });
    await step('a bid within 10 increments goes straight out', async () => {
      await userEvent.clear(entry());
      await userEvent.type(entry(), '2650{Enter}');
      await expect(args.onPlaceBid).toHaveBeenLastCalledWith(265_000);
    });
    await step('shown for review: the confirmation again', async () => {
      await userEvent.clear(entry());
      await userEvent.type(entry(), '7200{Enter}');
      await expect(confirmStep()).toBeVisible();
    });
  },
};

/**
 * A large bid's confirmation in a narrow column (the live room's at 375 px): each amount stays on one line ('US
 * $2,880.00', not 'US' over '$2,880.00'); the labels wrap instead.
 */
export const ConfirmInANarrowColumn: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 240 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Enter bid' }), '24000{Enter}');
    const confirmation = canvas.getByRole('group', { name: 'Confirm your maximum bid' });
    const lines = (element: Element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
    };
    for (const amount of within(confirmation).getAllByRole('definition')) await expect(lines(amount)).toBe(1);
  },
};

/** The lot drawer's box (about 27 rem wide on any screen): entry and button stack, so the placeholder shows whole. */
export const PlaceholderWholeInTheDrawer: Story = {
  args: { submitLabel: 'Place Maximum Bid', currentPriceCents: 172_500, minimumBidCents: 175_000 },
  play: async ({ canvas }) => {
    await document.fonts.ready;
    const input = canvas.getByRole<HTMLInputElement>('textbox', { name: 'Enter bid' });
    await expect(input).toHaveAttribute('placeholder', 'Enter $1,750.00 or more');
    const style = getComputedStyle(input);
    const measure = document.createElement('canvas').getContext('2d')!;
    measure.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    await expect(measure.measureText(input.placeholder).width).toBeLessThanOrEqual(room);
  },
};

/** The bid is on its way: the button spins and further presses are ignored. */
export const Submitting: Story = {
  args: { submitting: true, defaultValue: '2450' },
  play: async ({ args, canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Place Max Bid' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Enter bid' }), '{Enter}');
    await userEvent.click(button);
    await expect(args.onPlaceBid).not.toHaveBeenCalled();
    await expect(button.closest('[data-variant]')).toHaveAttribute('data-state', 'submitting');
  },
};

/** The server refused the last bid: its text is shown as it came, politely announced. */
export const ServerError: Story = {
  args: { ...liveArgs, error: 'Please Register Live Auction And Participate.' },
  play: async ({ args, canvas, userEvent }) => {
    const message = canvas.getByText('Please Register Live Auction And Participate.');
    await expect(message.parentElement).toHaveAttribute('aria-live', 'polite');
    await expect(message.closest('[data-variant]')).toHaveAttribute('data-state', 'refused');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Bid Amount' }), '320{Enter}');
    await expect(args.onPlaceBid).toHaveBeenCalledTimes(1);
    await expect(args.onPlaceBid).toHaveBeenCalledWith(32_000);
    await userEvent.tab();
  },
};

/** The buyer leads with a maximum of US $2,600.00: raising it needs one increment above it. */
export const WithYourMaximum: Story = {
  args: { currentPriceCents: 242_500, minimumBidCents: 262_500, yourMaximumCents: 260_000 },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByText('Your maximum bid').nextElementSibling).toHaveTextContent('US $2,600.00');
    const input = canvas.getByRole('textbox', { name: 'Enter bid' });
    await expect(input).toHaveAttribute('placeholder', 'Enter $2,625.00 or more');
    await userEvent.type(input, '2610{Enter}');
    await expect(canvas.getByText('Enter $2,625.00 or more')).toBeVisible();
    await userEvent.clear(input);
    await userEvent.type(input, '2650{Enter}');
    await expect(args.onPlaceBid).toHaveBeenCalledTimes(1);
    await expect(args.onPlaceBid).toHaveBeenCalledWith(265_000);
    await userEvent.tab();
  },
};

/** On a small phone the button goes under the entry, full width. */
export const Mobile: Story = {
  globals: { viewport: { value: 'smallPhone', isRotated: false } },
  play: async ({ args, canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Enter bid' });
    const button = canvas.getByRole('button', { name: 'Place Max Bid' });
    const box = (input.parentElement as HTMLElement).getBoundingClientRect();
    await userEvent.type(input, '2425');
    await expect(button.getBoundingClientRect().top).toBeGreaterThanOrEqual(box.bottom);
    await expect(Math.round(button.getBoundingClientRect().width)).toBe(Math.round(box.width));
    await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(40);
    await userEvent.click(button);
    await expect(args.onPlaceBid).toHaveBeenCalledTimes(1);
    await expect(args.onPlaceBid).toHaveBeenCalledWith(242_500);
  },
};
