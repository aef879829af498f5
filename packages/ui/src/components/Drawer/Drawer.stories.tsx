import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { useState } from 'react';
import { Button } from '../Button';
import { Drawer } from './Drawer';

const meta = {
  title: 'Components/Overlays/Drawer',
  component: Drawer.Root,
  subcomponents: { 'Drawer.Trigger': Drawer.Trigger, 'Drawer.Content': Drawer.Content, 'Drawer.Close': Drawer.Close },
  args: { onOpenChange: fn() },
  // Overlays open by default would cover the docs page: each story gets its own frame there.
  parameters: { docs: { story: { inline: false, iframeHeight: 480 } } },
} satisfies Meta<typeof Drawer.Root>;

export default meta;
type Story = StoryObj<typeof meta>;

const lotTitle = '1 oz American Gold Eagle 2024 BU';

const description =
  'Struck by the United States Mint in 22 karat gold (91.67% gold, 1 troy oz of fine gold). Brilliant uncirculated, ' +
  'in its original mint capsule. Obverse after Saint-Gaudens, reverse with the family of eagles by Jennie Norris.';

function CoinPicture() {
  return (
    <svg viewBox="0 0 120 120" width="120" height="120" role="img" aria-label={`${lotTitle}, obverse`}>
      <circle cx="60" cy="60" r="56" fill="#d9b54a" stroke="#7a5c0f" strokeWidth="4" />
      <circle cx="60" cy="60" r="44" fill="none" stroke="#7a5c0f" strokeWidth="2" strokeDasharray="3 4" />
      <text x="60" y="67" textAnchor="middle" fontSize="20" fontWeight="700" fill="#0b1f3a">
        1 oz
      </text>
    </svg>
  );
}

function LotDetails({ paragraphs = 1 }: { paragraphs?: number }) {
  return (
    <>
      <CoinPicture />
      <p>Estimate: US $2,300.00 - US $2,600.00</p>
      <p>
        Current bid: <strong>US $2,415.00</strong>
      </p>
      <div>
        <Button variant="ghost" size="small">
          Total bids: 12
        </Button>
      </div>
      {Array.from({ length: paragraphs }, (_, index) => (
        <p key={index}>{description}</p>
      ))}
    </>
  );
}

const placeBid = (
  <Button variant="accent" fullWidth>
    Place Maximum Bid
  </Button>
);

const renderDefault: NonNullable<Story['render']> = (args) => (
  <Drawer.Root {...args}>
    <Drawer.Trigger>
      <Button variant="secondary">Quick view</Button>
    </Drawer.Trigger>
    <Drawer.Content title={lotTitle} description="Lot 1042" actions={placeBid}>
      <LotDetails />
    </Drawer.Content>
  </Drawer.Root>
);

export const Default: Story = {
  render: renderDefault,
  play: async ({ args, canvas, userEvent, step }) => {
    const trigger = canvas.getByRole('button', { name: 'Quick view' });
    await step('opens with the mouse, named by the lot title', async () => {
      await userEvent.click(trigger);
      const drawer = await screen.findByRole('dialog', { name: lotTitle });
      await expect(drawer).toHaveAccessibleDescription('Lot 1042');
      await expect(within(drawer).getByRole('button', { name: 'Place Maximum Bid' })).toBeInTheDocument();
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
    const trigger = canvas.getByRole('button', { name: 'Quick view' });
    await step('Tab and Enter open it with focus on the close cross', async () => {
      await userEvent.tab();
      await userEvent.keyboard('{Enter}');
      const drawer = await screen.findByRole('dialog', { name: lotTitle });
      await expect(within(drawer).getByRole('button', { name: 'Close' })).toHaveFocus();
    });
    await step('focus is trapped inside the drawer', async () => {
      const drawer = screen.getByRole('dialog', { name: lotTitle });
      await userEvent.tab();
      await expect(within(drawer).getByRole('button', { name: 'Total bids: 12' })).toHaveFocus();
      await userEvent.tab();
      await expect(within(drawer).getByRole('button', { name: 'Place Maximum Bid' })).toHaveFocus();
      await userEvent.tab();
      await expect(within(drawer).getByRole('button', { name: 'Close' })).toHaveFocus();
    });
    await step('Escape closes it and focus returns to the trigger', async () => {
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      await expect(trigger).toHaveFocus();
      await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    });
  },
};

/** A lot card's title opens the quick view by setting the open state (no `Drawer.Trigger`). */
function QuickViewFromCard(args: Story['args']) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="ghost" onClick={() => setOpen(true)}>
        {lotTitle}
      </Button>
      <Drawer.Root {...args} open={open} onOpenChange={setOpen}>
        <Drawer.Content title={lotTitle} actions={placeBid}>
          <LotDetails />
        </Drawer.Content>
      </Drawer.Root>
    </>
  );
}

export const OpenedWithoutTrigger: Story = {
  render: (args) => <QuickViewFromCard {...args} />,
  play: async ({ canvas, userEvent }) => {
    const opener = canvas.getByRole('button', { name: lotTitle });
    opener.focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: lotTitle });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

export const Open: Story = {
  args: { defaultOpen: true },
  parameters: { visual: { fullViewport: true } },
  render: renderDefault,
  play: async () => {
    const drawer = await screen.findByRole('dialog', { name: lotTitle });
    await waitFor(() => expect(drawer.getBoundingClientRect().right).toBe(window.innerWidth));
    await expect(drawer.getBoundingClientRect().width).toBe(480);
    await expect(drawer.getBoundingClientRect().height).toBe(window.innerHeight);
  },
};

export const LongContent: Story = {
  args: { defaultOpen: true },
  parameters: { visual: { fullViewport: true } },
  render: (args) => (
    <Drawer.Root {...args}>
      <Drawer.Content
        title="1881-S Morgan Dollar MS-64 — PCGS certified, San Francisco Mint"
        description="Lot 2210"
        actions={placeBid}
      >
        <LotDetails paragraphs={6} />
      </Drawer.Content>
    </Drawer.Root>
  ),
  play: async ({ userEvent }) => {
    const drawer = await screen.findByRole('dialog', { name: /1881-S Morgan Dollar MS-64/ });
    // The scrolling body holds the details; it is made focusable once it is measured as overflowing.
    const body = within(drawer).getByRole('img').parentElement;
    await waitFor(() => expect(body).toHaveAttribute('tabindex', '0'));
    await expect(body?.scrollHeight).toBeGreaterThan(body?.clientHeight ?? 0);
    const placeMaxBid = within(drawer).getByRole('button', { name: 'Place Maximum Bid' });
    await expect(placeMaxBid.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight);
    await expect(within(drawer).getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.tab();
    await expect(body).toHaveFocus();
  },
};

export const Mobile: Story = {
  args: { defaultOpen: true },
  globals: { viewport: { value: 'smallPhone', isRotated: false } },
  parameters: { visual: { fullViewport: true } },
  render: renderDefault,
  play: async ({ args, canvas, userEvent }) => {
    const drawer = await screen.findByRole('dialog', { name: lotTitle });
    await waitFor(() => expect(drawer.getBoundingClientRect().left).toBe(0));
    await expect(drawer.getBoundingClientRect().width).toBe(window.innerWidth);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenCalledTimes(1);
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await userEvent.click(canvas.getByRole('button', { name: 'Quick view' }));
    await expect(await screen.findByRole('dialog', { name: lotTitle })).toBeInTheDocument();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
  },
};
