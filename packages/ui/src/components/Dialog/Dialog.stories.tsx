import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { useState } from 'react';
import { Button } from '../Button';
import { Dialog } from './Dialog';

const meta = {
  title: 'Components/Overlays/Dialog',
  component: Dialog.Root,
  subcomponents: { 'Dialog.Trigger': Dialog.Trigger, 'Dialog.Content': Dialog.Content, 'Dialog.Close': Dialog.Close },
  args: { onOpenChange: fn() },
  // Overlays open by default would cover the docs page: each story gets its own frame there.
  parameters: { docs: { story: { inline: false, iframeHeight: 480 } } },
} satisfies Meta<typeof Dialog.Root>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The dimmed backdrop drawn just before the dialog panel. */
const overlayOf = (dialog: HTMLElement) => dialog.previousElementSibling as HTMLElement;

const termsParagraphs = [
  'All lots are sold as is. Descriptions of grade, weight and fineness are the opinion of the auction house and are given in good faith.',
  "A buyer's premium is added to the hammer price of every lot. Sales tax applies where required by law.",
  'Won lots must be paid within seven days of the close of the auction, by card or by verified bank transfer.',
  'Shipping is insured and signature is required on delivery. Shipping cost is updated by the seller after the auction closes.',
  'Bids cannot be retracted once the lot has started, and a maximum bid stays active until it is outbid.',
  'Bullion prices follow the spot market; the auction house does not guarantee a resale value.',
  'Graded coins are sold in their original holders; the certification number is given in the lot description.',
  'Any dispute is settled under the laws of the State of Washington.',
];

const renderDefault: NonNullable<Story['render']> = (args) => (
  <Dialog.Root {...args}>
    <Dialog.Trigger>
      <Button variant="secondary">Bid Increment Range</Button>
    </Dialog.Trigger>
    <Dialog.Content title="Bid Increment Range" description="1 oz American Gold Eagle 2024 BU">
      <p>From US $0.00 to US $999.99: increment US $25.00</p>
      <p>From US $1,000.00 to US $4,999.99: increment US $50.00</p>
    </Dialog.Content>
  </Dialog.Root>
);

export const Default: Story = {
  render: renderDefault,
  play: async ({ args, canvas, userEvent, step }) => {
    const trigger = canvas.getByRole('button', { name: 'Bid Increment Range' });
    await step('opens with the mouse', async () => {
      await userEvent.click(trigger);
      const dialog = await screen.findByRole('dialog', { name: 'Bid Increment Range' });
      await expect(dialog).toHaveAccessibleDescription('1 oz American Gold Eagle 2024 BU');
      await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    });
    await step('the close cross closes it and focus returns to the trigger', async () => {
      await userEvent.click(screen.getByRole('button', { name: 'Close' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      await expect(trigger).toHaveFocus();
      await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    });
  },
};

export const Keyboard: Story = {
  render: renderDefault,
  play: async ({ args, canvas, userEvent, step }) => {
    const trigger = canvas.getByRole('button', { name: 'Bid Increment Range' });
    await step('Tab reaches the trigger and Enter opens the dialog', async () => {
      await userEvent.tab();
      await expect(trigger).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      const dialog = await screen.findByRole('dialog', { name: 'Bid Increment Range' });
      await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    });
    await step('Escape closes it and focus returns to the trigger', async () => {
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      await expect(trigger).toHaveFocus();
      await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    });
  },
};

/** A saved card's Delete button opens its confirmation by setting the open state (no `Dialog.Trigger`). */
function DeleteCardConfirmation(args: Story['args']) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Delete card ending 4242
      </Button>
      <Dialog.Root {...args} open={open} onOpenChange={setOpen}>
        <Dialog.Content role="alertdialog" size="small" title="Delete this card?" />
      </Dialog.Root>
    </>
  );
}

export const OpenedWithoutTrigger: Story = {
  render: (args) => <DeleteCardConfirmation {...args} />,
  play: async ({ canvas, userEvent }) => {
    const opener = canvas.getByRole('button', { name: 'Delete card ending 4242' });
    opener.focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('alertdialog', { name: 'Delete this card?' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

export const Open: Story = {
  args: { defaultOpen: true },
  parameters: { visual: { fullViewport: true } },
  render: (args) => (
    <Dialog.Root {...args}>
      <Dialog.Trigger>
        <Button variant="secondary">Confirm bid</Button>
      </Dialog.Trigger>
      <Dialog.Content
        title="Confirm your maximum bid"
        description="10 oz Silver Bar — Royal Canadian Mint"
        actions={
          <>
            <Dialog.Close>
              <Button variant="secondary">Cancel</Button>
            </Dialog.Close>
            <Button variant="accent">Place Max Bid</Button>
          </>
        }
      >
        <p>Your maximum bid is US $415.00. The current bid is US $380.00.</p>
      </Dialog.Content>
    </Dialog.Root>
  ),
  play: async ({ userEvent, step }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Confirm your maximum bid' });
    await waitFor(() => expect(dialog).toBeVisible());
    const close = within(dialog).getByRole('button', { name: 'Close' });
    await step('focus starts on the first control and stays trapped in the dialog', async () => {
      await expect(close).toHaveFocus();
      await userEvent.tab();
      await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
      await userEvent.tab();
      await expect(within(dialog).getByRole('button', { name: 'Place Max Bid' })).toHaveFocus();
      await userEvent.tab();
      await expect(close).toHaveFocus();
      await userEvent.tab({ shift: true });
      await expect(within(dialog).getByRole('button', { name: 'Place Max Bid' })).toHaveFocus();
    });
  },
};

const renderRetractBid: NonNullable<Story['render']> = (args) => (
  <Dialog.Root {...args}>
    <Dialog.Trigger>
      <Button variant="critical">Retract Bid</Button>
    </Dialog.Trigger>
    <Dialog.Content
      role="alertdialog"
      size="small"
      title="Do you want to retract this bid?"
      description="1881-S Morgan Dollar MS-64 · your bid US $2,415.00"
      actions={
        <>
          <Dialog.Close>
            <Button variant="secondary">Cancel</Button>
          </Dialog.Close>
          <Dialog.Close>
            <Button variant="critical">Retract Bid</Button>
          </Dialog.Close>
        </>
      }
    />
  </Dialog.Root>
);

export const RetractBidConfirmation: Story = {
  parameters: { visual: { fullViewport: true } },
  render: renderRetractBid,
  play: async ({ args, canvas, userEvent, step }) => {
    const trigger = canvas.getByRole('button', { name: 'Retract Bid' });
    await step('opens as an alert dialog with focus on Cancel and no close cross', async () => {
      await userEvent.click(trigger);
      const dialog = await screen.findByRole('alertdialog', { name: 'Do you want to retract this bid?' });
      await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
      await expect(within(dialog).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    });
    await step('a click outside does not dismiss it', async () => {
      await userEvent.click(overlayOf(screen.getByRole('alertdialog')));
      await expect(screen.getByRole('alertdialog')).toBeInTheDocument();
      await expect(args.onOpenChange).not.toHaveBeenCalledWith(false);
    });
    await step('Retract Bid answers and closes it', async () => {
      await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Retract Bid' }));
      await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
      await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
      await expect(trigger).toHaveFocus();
    });
    await step('the keyboard opens it again', async () => {
      await userEvent.keyboard('{Enter}');
      const dialog = await screen.findByRole('alertdialog', { name: 'Do you want to retract this bid?' });
      await waitFor(() => expect(dialog).toBeVisible());
    });
  },
};

export const AuctionClosed: Story = {
  args: { defaultOpen: true },
  parameters: { visual: { fullViewport: true } },
  render: (args) => (
    <Dialog.Root {...args}>
      <Dialog.Content
        role="alertdialog"
        size="small"
        title="This Auction Has Been Closed."
        actions={
          <Dialog.Close>
            <Button>OK</Button>
          </Dialog.Close>
        }
      />
    </Dialog.Root>
  ),
  play: async ({ args, userEvent }) => {
    const dialog = await screen.findByRole('alertdialog', { name: 'This Auction Has Been Closed.' });
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(within(dialog).getByRole('button', { name: 'OK' })).toHaveFocus();
    await userEvent.click(overlayOf(dialog));
    await expect(dialog).toBeInTheDocument();
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

export const EndedBySeller: Story = {
  args: { defaultOpen: true },
  render: (args) => (
    <Dialog.Root {...args}>
      <Dialog.Content
        role="alertdialog"
        size="small"
        title="This Auction Has Been Ended By Seller Now."
        actions={
          <Dialog.Close>
            <Button>OK</Button>
          </Dialog.Close>
        }
      />
    </Dialog.Root>
  ),
  play: async ({ args, userEvent }) => {
    const dialog = await screen.findByRole('alertdialog', { name: 'This Auction Has Been Ended By Seller Now.' });
    await expect(within(dialog).getByRole('button', { name: 'OK' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenCalledTimes(1);
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const LongContent: Story = {
  parameters: { visual: { fullViewport: true } },
  render: (args) => (
    <Dialog.Root {...args}>
      <Dialog.Trigger>
        <Button variant="ghost">Terms & Conditions</Button>
      </Dialog.Trigger>
      <Dialog.Content
        size="large"
        title="Terms & Conditions"
        actions={
          <Dialog.Close>
            <Button>I Agree</Button>
          </Dialog.Close>
        }
      >
        {[...termsParagraphs, ...termsParagraphs].map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </Dialog.Content>
    </Dialog.Root>
  ),
  play: async ({ canvas, userEvent, step }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Terms & Conditions' }));
    const dialog = await screen.findByRole('dialog', { name: 'Terms & Conditions' });
    await waitFor(() => expect(dialog).toBeVisible());
    const body = within(dialog).getAllByText(termsParagraphs[0] ?? '')[0]?.parentElement as HTMLElement;
    await step('the dialog fits the viewport and its body scrolls', async () => {
      await expect(dialog.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight);
      await waitFor(() => expect(body).toHaveAttribute('tabindex', '0'));
    });
    await step('keyboard users reach the scrolling body; the actions stay in view', async () => {
      await expect(body.scrollHeight).toBeGreaterThan(body.clientHeight);
      await userEvent.tab();
      await expect(body).toHaveFocus();
      const agree = within(dialog).getByRole('button', { name: 'I Agree' });
      await expect(agree.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight);
    });
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'smallPhone', isRotated: false } },
  parameters: { visual: { fullViewport: true } },
  render: renderRetractBid,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Retract Bid' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Do you want to retract this bid?' });
    await waitFor(() => expect(dialog).toBeVisible());
    const cancel = within(dialog).getByRole('button', { name: 'Cancel' });
    const retract = within(dialog).getByRole('button', { name: 'Retract Bid' });
    await expect(dialog.getBoundingClientRect().width).toBeGreaterThan(window.innerWidth - 40);
    await expect(cancel.getBoundingClientRect().width).toBe(retract.getBoundingClientRect().width);
    await expect(cancel.getBoundingClientRect().top).toBeGreaterThan(retract.getBoundingClientRect().top);
  },
};
