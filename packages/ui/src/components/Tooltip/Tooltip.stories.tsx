import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { Button } from '../Button';
import { Tooltip } from './Tooltip';

const meta = {
  title: 'Components/Overlays/Tooltip',
  component: Tooltip.Root,
  subcomponents: { 'Tooltip.Trigger': Tooltip.Trigger, 'Tooltip.Content': Tooltip.Content },
  args: { onOpenChange: fn() },
  // Overlays open by default would cover the docs page: each story gets its own frame there.
  parameters: { docs: { story: { inline: false, iframeHeight: 480 } } },
} satisfies Meta<typeof Tooltip.Root>;

export default meta;
type Story = StoryObj<typeof meta>;

const premium = "18% buyer's premium is added to the hammer price.";

function InfoIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <circle cx="8" cy="8" r="7" fill="none" stroke="currentColor" strokeWidth="1.5" />
      <path d="M8 7v4.5M8 4.5v.01" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" />
    </svg>
  );
}

const renderDefault: NonNullable<Story['render']> = (args) => (
  <Tooltip.Root {...args}>
    <Tooltip.Trigger>
      <Button variant="ghost" size="small" aria-label="Buyer's premium">
        <InfoIcon />
      </Button>
    </Tooltip.Trigger>
    <Tooltip.Content side="right">{premium}</Tooltip.Content>
  </Tooltip.Root>
);

export const Default: Story = {
  render: renderDefault,
  play: async ({ args, canvas, userEvent, step }) => {
    const trigger = canvas.getByRole('button', { name: "Buyer's premium" });
    await step('hovering shows the tooltip, which describes the trigger', async () => {
      await userEvent.hover(trigger);
      await expect(await screen.findByRole('tooltip')).toHaveTextContent(premium);
      await expect(trigger).toHaveAccessibleDescription(premium);
      await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    });
    await step('moving away hides it', async () => {
      await userEvent.unhover(trigger);
      // The pointer goes on moving away, as a hand does: the tooltip closes on a move outside the path to it, once it
      // has drawn that path (a render after leaving the trigger).
      await waitFor(async () => {
        await userEvent.pointer({ coords: { clientX: 600, clientY: 400 } });
        await expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
      });
      await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    });
  },
};

export const Keyboard: Story = {
  render: renderDefault,
  play: async ({ args, canvas, userEvent, step }) => {
    const trigger = canvas.getByRole('button', { name: "Buyer's premium" });
    await step('focus shows it at once', async () => {
      await userEvent.tab();
      await expect(trigger).toHaveFocus();
      await expect(await screen.findByRole('tooltip')).toHaveTextContent(premium);
    });
    await step('Escape hides it and focus stays on the trigger', async () => {
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
      await expect(trigger).toHaveFocus();
      await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    });
  },
};

export const Open: Story = {
  args: { defaultOpen: true },
  parameters: { visual: { fullViewport: true } },
  render: (args) => (
    <div style={{ display: 'flex', gap: 8, alignItems: 'center', paddingTop: 48 }}>
      <span>Current bid: US $2,415.00</span>
      <Tooltip.Root {...args}>
        <Tooltip.Trigger>
          <Button variant="ghost" size="small">
            12 bids
          </Button>
        </Tooltip.Trigger>
        <Tooltip.Content side="top">Opens the bid history</Tooltip.Content>
      </Tooltip.Root>
    </div>
  ),
  play: async ({ canvas }) => {
    const tooltip = await screen.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('Opens the bid history');
    const trigger = canvas.getByRole('button', { name: '12 bids' });
    await expect(trigger).toHaveAccessibleDescription('Opens the bid history');
    const bubble = tooltip.parentElement as HTMLElement;
    await waitFor(() =>
      expect(bubble.getBoundingClientRect().bottom).toBeLessThanOrEqual(trigger.getBoundingClientRect().top),
    );
  },
};

export const LongContent: Story = {
  args: { defaultOpen: true },
  parameters: { visual: { fullViewport: true } },
  render: (args) => (
    <Tooltip.Root {...args}>
      <Tooltip.Trigger>
        <Button variant="secondary" size="small">
          Estimate
        </Button>
      </Tooltip.Trigger>
      <Tooltip.Content side="bottom" align="start">
        The estimate for 10 oz Silver Bar — Royal Canadian Mint is the auction house’s opinion of the likely hammer
        price, US $300.00 to US $360.00; it is not a reserve.
      </Tooltip.Content>
    </Tooltip.Root>
  ),
  play: async () => {
    const tooltip = await screen.findByRole('tooltip');
    const bubble = tooltip.parentElement as HTMLElement;
    await expect(bubble.getBoundingClientRect().width).toBeLessThanOrEqual(256);
    await expect(bubble.getBoundingClientRect().height).toBeGreaterThan(60);
  },
};

export const Mobile: Story = {
  args: { defaultOpen: true },
  globals: { viewport: { value: 'smallPhone', isRotated: false } },
  parameters: { visual: { fullViewport: true } },
  render: (args) => (
    <div style={{ display: 'flex', justifyContent: 'flex-end' }}>
      <Tooltip.Root {...args}>
        <Tooltip.Trigger>
          <Button variant="ghost" size="small" aria-label="Buyer's premium">
            <InfoIcon />
          </Button>
        </Tooltip.Trigger>
        <Tooltip.Content side="bottom">{premium}</Tooltip.Content>
      </Tooltip.Root>
    </div>
  ),
  play: async () => {
    const tooltip = await screen.findByRole('tooltip');
    const bubble = tooltip.parentElement as HTMLElement;
    await waitFor(() => expect(bubble.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth - 8));
  },
};
