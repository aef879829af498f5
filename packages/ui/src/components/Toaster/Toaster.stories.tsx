import type { Meta, StoryObj } from '@storybook/react-vite';
import { useReducer, useRef } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { Button } from '../Button';
import { Toaster, type ToasterProps } from './Toaster';
import { toastQueue, type ToastMessage } from './toastQueue';

/** Long enough that nothing expires while a story is looked at or screenshotted. */
const STAY = 10 * 60 * 1000;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const bidSubmitted: ToastMessage = { id: 'bid', tone: 'success', title: 'Bid Submitted Successfully' };

const meta = {
  title: 'Components/Feedback/Toaster',
  component: Toaster,
  args: { toasts: [bidSubmitted], onDismiss: fn(), toastDuration: STAY, alertDuration: STAY },
  // Fixed-position toasts would pile up on the docs page: each story gets its own frame there.
  parameters: { visual: { fullViewport: true }, docs: { story: { inline: false, iframeHeight: 320 } } },
} satisfies Meta<typeof Toaster>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, userEvent, step }) => {
    const region = canvas.getByRole('region', { name: 'Notifications' });
    await step('the toast is announced politely without taking focus', async () => {
      await expect(region.querySelector('[aria-live="polite"]')).toHaveTextContent('Bid Submitted Successfully');
      await expect(document.body).toHaveFocus();
    });
    await step('the dismiss button reports a user dismissal', async () => {
      const dismiss = canvas.getByRole('button', { name: 'Dismiss' });
      await expect(dismiss).toHaveAccessibleDescription('Bid Submitted Successfully');
      await userEvent.click(dismiss);
      await expect(args.onDismiss).toHaveBeenCalledWith('bid', 'user');
    });
  },
};

/**
 * Top centre on a wide screen: the top right corner, where a side drawer's close button and the account menu sit, stays
 * free while a bid's toasts show.
 */
export const ClearOfTheCorners: Story = {
  args: {
    toasts: [bidSubmitted, { id: 'status', tone: 'info', title: 'Your bid is placed but the reserve is not yet met' }],
  },
  play: async ({ canvas }) => {
    const toasts = canvas.getByRole('region', { name: 'Notifications' }).getBoundingClientRect();
    await expect(toasts.right).toBeLessThan(window.innerWidth - 64);
    await expect(Math.abs(toasts.left + toasts.width / 2 - window.innerWidth / 2)).toBeLessThanOrEqual(1);
  },
};

export const Tones: Story = {
  args: {
    toasts: [
      { id: 'error', tone: 'error', title: 'Error In Registration.' },
      { id: 'warning', tone: 'warning', title: 'Please Wait Until seller update shipping cost' },
      { id: 'info', tone: 'info', title: 'You are losing' },
    ],
  },
  play: async ({ canvas }) => {
    const items = canvas.getAllByRole('listitem');
    await expect(items.map((item) => item.dataset['tone'])).toEqual(['error', 'warning', 'info']);
    await expect(new Set(items.map((item) => getComputedStyle(item).backgroundColor)).size).toBe(3);
  },
};

export const AtMostThree: Story = {
  args: {
    toasts: [
      { id: '1', tone: 'success', title: 'Signed in successfully' },
      { id: '2', tone: 'success', title: 'Added to Favorite' },
      { id: '3', tone: 'info', title: 'You are losing' },
      { id: '4', tone: 'success', title: 'Bid Submitted Successfully' },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.queryByText('Signed in successfully')).not.toBeInTheDocument();
    await expect(canvas.getAllByRole('listitem').at(-1)).toHaveTextContent('Bid Submitted Successfully');
  },
};

export const Expiry: Story = {
  args: {
    toasts: [
      { id: 'toast', tone: 'success', title: 'Card Saved Successfully' },
      { id: 'alert', tone: 'success', kind: 'alert', title: 'Added to Favorite' },
      { id: 'own', tone: 'warning', title: 'Please Register Live Auction And Participate.', duration: 300 },
    ],
    toastDuration: STAY,
    alertDuration: 150,
  },
  play: async ({ args }) => {
    await waitFor(() => expect(args.onDismiss).toHaveBeenCalledWith('alert', 'timeout'), { timeout: 3000 });
    await waitFor(() => expect(args.onDismiss).toHaveBeenCalledWith('own', 'timeout'), { timeout: 3000 });
    await expect(args.onDismiss).not.toHaveBeenCalledWith('toast', expect.anything());
  },
};

/** The defaults: an alert (the spec's short confirmations) leaves after 3 s, a toast stays 5 s. */
export const SpecDurations: Story = {
  args: {
    toasts: [
      { id: 'toast', tone: 'success', title: 'Bid Submitted Successfully' },
      { id: 'alert', tone: 'success', kind: 'alert', title: 'Added to Favorite' },
    ],
  },
  render: ({ toasts, onDismiss }) => <Toaster toasts={toasts} onDismiss={onDismiss} />,
  play: async ({ args }) => {
    await wait(2500);
    await expect(args.onDismiss).not.toHaveBeenCalled();
    await waitFor(() => expect(args.onDismiss).toHaveBeenCalledWith('alert', 'timeout'), { timeout: 2000 });
    await expect(args.onDismiss).not.toHaveBeenCalledWith('toast', expect.anything());
  },
};

export const PauseOnHover: Story = {
  args: { toasts: [{ id: 'paid', tone: 'success', title: 'Payment successful!' }], toastDuration: 2500 },
  play: async ({ args, canvas, userEvent, step }) => {
    const toast = canvas.getByRole('listitem');
    await step('the timer stops while the pointer rests on the toast', async () => {
      await userEvent.hover(toast);
      await wait(3000);
      await expect(args.onDismiss).not.toHaveBeenCalled();
    });
    await step('and runs out after the pointer leaves', async () => {
      await userEvent.unhover(toast);
      await waitFor(() => expect(args.onDismiss).toHaveBeenCalledWith('paid', 'timeout'), { timeout: 4000 });
    });
  },
};

export const Keyboard: Story = {
  args: {
    toasts: [
      { id: 'card', tone: 'success', title: 'Card selected successfully' },
      { id: 'bank', tone: 'error', title: 'Please Verify Bank Details or please select verified bank details' },
    ],
    toastDuration: 2500,
  },
  play: async ({ args, canvas, userEvent, step }) => {
    const [first, second] = canvas.getAllByRole('button', { name: 'Dismiss' });
    await step('focus in the toasts pauses their timers', async () => {
      await userEvent.tab();
      await expect(first).toHaveFocus();
      await wait(3000);
      await expect(args.onDismiss).not.toHaveBeenCalled();
    });
    await step('Escape dismisses the focused toast and focus moves to the next', async () => {
      await userEvent.keyboard('{Escape}');
      await expect(args.onDismiss).toHaveBeenCalledTimes(1);
      await expect(args.onDismiss).toHaveBeenCalledWith('card', 'user');
      await expect(second).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await expect(args.onDismiss).toHaveBeenLastCalledWith('bank', 'user');
    });
  },
};

const spoken: ToastMessage[] = [
  { id: 't1', tone: 'success', title: 'Signed in successfully' },
  { id: 't2', tone: 'success', title: 'Added to Favorite' },
  { id: 't3', tone: 'info', title: 'You are losing' },
  { id: 't4', tone: 'success', title: 'Bid Submitted Successfully' },
];

/** The feature layer's side: the queue reducer owns the state, the Toaster renders it. */
function QueueDemo({ onDismiss, ...rest }: ToasterProps) {
  const [toasts, dispatch] = useReducer(toastQueue, []);
  const next = useRef(0);
  return (
    <>
      <Button
        variant="secondary"
        onClick={() => {
          const toast = spoken[next.current % spoken.length];
          next.current += 1;
          if (toast) dispatch({ type: 'add', toast });
        }}
      >
        Show next message
      </Button>
      <Toaster
        {...rest}
        toasts={toasts}
        onDismiss={(id, reason) => {
          onDismiss(id, reason);
          dispatch({ type: reason === 'timeout' ? 'expire' : 'dismiss', id });
        }}
      />
    </>
  );
}

export const Queue: Story = {
  args: { toasts: [] },
  render: (args) => <QueueDemo {...args} />,
  play: async ({ args, canvas, userEvent, step }) => {
    const add = canvas.getByRole('button', { name: 'Show next message' });
    await step('a fourth message makes the oldest leave', async () => {
      for (let index = 0; index < 4; index += 1) await userEvent.click(add);
      const items = canvas.getAllByRole('listitem');
      await expect(items.map((item) => item.textContent)).toEqual([
        'Added to Favorite',
        'You are losing',
        'Bid Submitted Successfully',
      ]);
    });
    await step('dismissing one removes it from the queue', async () => {
      await userEvent.click(canvas.getAllByRole('button', { name: 'Dismiss' })[0] as HTMLElement);
      await expect(args.onDismiss).toHaveBeenCalledWith('t2', 'user');
      await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    });
  },
};

export const LongContent: Story = {
  args: {
    toasts: [
      {
        id: 'fail',
        tone: 'error',
        title: 'Try Again later.',
        description:
          'Your card ending 4242 was declined by the card provider for 1 oz American Gold Eagle 2024 BU and 10 oz Silver Bar — Royal Canadian Mint. No payment was taken; your won lots stay in checkout.',
      },
    ],
  },
  play: async ({ canvas }) => {
    const toast = canvas.getByRole('listitem');
    await expect(toast.getBoundingClientRect().width).toBeLessThanOrEqual(384);
    await expect(toast.scrollWidth).toBeLessThanOrEqual(toast.clientWidth);
    await expect(toast).toHaveTextContent(/stay in checkout/);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'smallPhone', isRotated: false } },
  args: {
    toasts: [
      { id: 'login', tone: 'success', title: 'Signed in successfully' },
      { id: 'reg', tone: 'info', title: 'Auction Registration Request Sent.' },
    ],
  },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Notifications' });
    await expect(region.getBoundingClientRect().width).toBe(window.innerWidth - 16);
    await expect(region.getBoundingClientRect().top).toBe(8);
  },
};
