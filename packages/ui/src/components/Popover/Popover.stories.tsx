import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Popover } from './Popover';

const meta = {
  title: 'Components/Overlays/Popover',
  component: Popover.Root,
  subcomponents: {
    'Popover.Trigger': Popover.Trigger,
    'Popover.Content': Popover.Content,
    'Popover.Close': Popover.Close,
  },
  args: { onOpenChange: fn() },
  // Overlays open by default would cover the docs page: each story gets its own frame there.
  parameters: { docs: { story: { inline: false, iframeHeight: 480 } } },
} satisfies Meta<typeof Popover.Root>;

export default meta;
type Story = StoryObj<typeof meta>;

const lotTitle = '1881-S Morgan Dollar MS-64';
const description =
  'Morgan silver dollar struck at the San Francisco Mint in 1881, graded MS-64 by PCGS. Frosty lustre, light toning on the reverse.';

const longDescription = [
  description,
  'The 1881-S is one of the most plentiful Morgan dollars in mint state, which makes it a favourite type coin for collectors.',
  'Composition 90% silver and 10% copper; 26.73 g; 38.1 mm; reeded edge. Certification number printed on the holder.',
  'Shipped insured in its original PCGS holder. Buyer’s premium and shipping are added at checkout.',
];

const renderDefault: NonNullable<Story['render']> = (args) => (
  <Popover.Root {...args}>
    <Popover.Trigger>
      <Button variant="ghost" size="small">
        read more
      </Button>
    </Popover.Trigger>
    <Popover.Content title={lotTitle} side="bottom" align="start">
      <p>{description}</p>
    </Popover.Content>
  </Popover.Root>
);

export const Default: Story = {
  render: renderDefault,
  play: async ({ args, canvas, userEvent, step }) => {
    const trigger = canvas.getByRole('button', { name: 'read more' });
    await step('a click opens it, named by its title', async () => {
      await userEvent.click(trigger);
      const popover = await screen.findByRole('dialog', { name: lotTitle });
      await waitFor(() => expect(within(popover).getByText(description)).toBeVisible());
      await expect(trigger).toHaveAttribute('aria-expanded', 'true');
      await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    });
    await step('a click outside closes it', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'read more' }).parentElement as HTMLElement);
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      await expect(trigger).toHaveAttribute('aria-expanded', 'false');
      await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    });
  },
};

export const Keyboard: Story = {
  render: renderDefault,
  play: async ({ args, canvas, userEvent, step }) => {
    const trigger = canvas.getByRole('button', { name: 'read more' });
    await step('Tab and Enter open it and move focus into it', async () => {
      await userEvent.tab();
      await expect(trigger).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      const popover = await screen.findByRole('dialog', { name: lotTitle });
      await waitFor(() => expect(popover).toHaveFocus());
    });
    await step('Escape closes it and focus returns to the trigger', async () => {
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      await expect(trigger).toHaveFocus();
      await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    });
  },
};

export const Open: Story = {
  args: { defaultOpen: true },
  parameters: { visual: { fullViewport: true } },
  render: (args) => (
    <Popover.Root {...args}>
      <Popover.Trigger>
        <Button variant="secondary">Buyer's premium</Button>
      </Popover.Trigger>
      <Popover.Content title="Buyer's premium 18%" size="small" side="bottom" align="start">
        <p>Added to the hammer price of 10 oz Silver Bar — Royal Canadian Mint: US $74.70 on a hammer of US $415.00.</p>
        <Popover.Close>
          <Button size="small" variant="secondary">
            Got it
          </Button>
        </Popover.Close>
      </Popover.Content>
    </Popover.Root>
  ),
  play: async ({ args, canvas, userEvent }) => {
    const popover = await screen.findByRole('dialog', { name: "Buyer's premium 18%" });
    const trigger = canvas.getByRole('button', { name: "Buyer's premium" });
    await waitFor(() => expect(within(popover).getByRole('button', { name: 'Got it' })).toHaveFocus());
    const below = popover.getBoundingClientRect().top - trigger.getBoundingClientRect().bottom;
    await expect(below).toBeGreaterThan(0);
    await expect(args.onOpenChange).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await userEvent.click(trigger);
    await expect(await screen.findByRole('dialog', { name: "Buyer's premium 18%" })).toBeInTheDocument();
  },
};

export const LongContent: Story = {
  args: { defaultOpen: true },
  parameters: { visual: { fullViewport: true } },
  render: (args) => (
    <Popover.Root {...args}>
      <Popover.Trigger>
        <Button variant="ghost" size="small">
          read more
        </Button>
      </Popover.Trigger>
      <Popover.Content aria-label={`Description of ${lotTitle}`} side="bottom" align="start">
        {[...longDescription, ...longDescription].map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </Popover.Content>
    </Popover.Root>
  ),
  play: async ({ userEvent }) => {
    const popover = await screen.findByRole('dialog', { name: `Description of ${lotTitle}` });
    const body = popover.querySelector('p')?.parentElement as HTMLElement;
    await waitFor(() => expect(body).toHaveAttribute('tabindex', '0'));
    await expect(popover.getBoundingClientRect().height).toBeLessThanOrEqual(384);
    await expect(popover.getBoundingClientRect().width).toBeLessThanOrEqual(384);
    await userEvent.tab();
    await expect(body).toHaveFocus();
  },
};

export const Mobile: Story = {
  args: { defaultOpen: true },
  globals: { viewport: { value: 'smallPhone', isRotated: false } },
  parameters: { visual: { fullViewport: true } },
  render: (args) => (
    <div style={{ display: 'flex', justifyContent: 'flex-end' }}>
      <Popover.Root {...args}>
        <Popover.Trigger>
          <Button variant="ghost" size="small">
            read more
          </Button>
        </Popover.Trigger>
        <Popover.Content title={lotTitle} side="bottom" align="start">
          <p>{description}</p>
        </Popover.Content>
      </Popover.Root>
    </div>
  ),
  play: async () => {
    const popover = await screen.findByRole('dialog', { name: lotTitle });
    await waitFor(() => expect(popover.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth - 8));
    await expect(popover.getBoundingClientRect().left).toBeGreaterThanOrEqual(8);
  },
};
