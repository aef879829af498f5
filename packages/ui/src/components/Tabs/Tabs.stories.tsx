import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { cuesMoreAt, inRowView } from '@storefront/storybook/expectations/scrollingRow';
import { Tabs } from './Tabs';

const meta = {
  title: 'Components/Navigation/Tabs',
  component: Tabs.Root,
  subcomponents: { 'Tabs.List': Tabs.List, 'Tabs.Trigger': Tabs.Trigger, 'Tabs.Content': Tabs.Content },
  args: { defaultValue: 'description', onValueChange: fn() },
} satisfies Meta<typeof Tabs.Root>;

export default meta;
type Story = StoryObj<typeof meta>;

const sections = [
  {
    value: 'description',
    label: 'Description',
    text: '1 oz American Gold Eagle 2024 BU, 22 karat gold, in its original mint capsule.',
  },
  {
    value: 'shipping',
    label: 'Shipping',
    text: 'Shipped insured within 5 business days of payment; signature required on delivery.',
  },
  {
    value: 'terms',
    label: 'Terms',
    text: 'All lots are sold as is. Bids cannot be retracted once the lot has started.',
  },
  {
    value: 'payments',
    label: 'Payments',
    text: 'Pay by card or by verified bank transfer within seven days of the close.',
  },
];

const renderDefault: NonNullable<Story['render']> = (args) => (
  <Tabs.Root {...args}>
    <Tabs.List aria-label="Lot information">
      {sections.map((section) => (
        <Tabs.Trigger key={section.value} value={section.value}>
          {section.label}
        </Tabs.Trigger>
      ))}
    </Tabs.List>
    {sections.map((section) => (
      <Tabs.Content key={section.value} value={section.value}>
        <p>{section.text}</p>
      </Tabs.Content>
    ))}
  </Tabs.Root>
);

export const Default: Story = {
  render: renderDefault,
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('tablist', { name: 'Lot information' })).toBeInTheDocument();
    await expect(canvas.getByRole('tab', { name: 'Description' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel', { name: 'Description' })).toHaveTextContent(/American Gold Eagle/);
    await userEvent.click(canvas.getByRole('tab', { name: 'Shipping' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('shipping');
    await expect(canvas.getByRole('tab', { name: 'Shipping' })).toHaveAttribute('data-state', 'active');
    await expect(canvas.getByRole('tabpanel', { name: 'Shipping' })).toHaveTextContent(/signature required/);
    await expect(canvas.queryByText(/American Gold Eagle/)).not.toBeInTheDocument();
  },
};

export const Keyboard: Story = {
  render: renderDefault,
  play: async ({ args, canvas, userEvent, step }) => {
    await step('Tab reaches the selected tab', async () => {
      await userEvent.tab();
      await expect(canvas.getByRole('tab', { name: 'Description' })).toHaveFocus();
    });
    await step('arrow keys, Home and End move between tabs and select them', async () => {
      await userEvent.keyboard('{ArrowRight}');
      await expect(canvas.getByRole('tab', { name: 'Shipping' })).toHaveFocus();
      await expect(args.onValueChange).toHaveBeenLastCalledWith('shipping');
      await userEvent.keyboard('{End}');
      await expect(canvas.getByRole('tab', { name: 'Payments' })).toHaveAttribute('aria-selected', 'true');
      await userEvent.keyboard('{ArrowRight}');
      await expect(canvas.getByRole('tab', { name: 'Description' })).toHaveFocus();
      await userEvent.keyboard('{ArrowLeft}');
      await expect(canvas.getByRole('tab', { name: 'Payments' })).toHaveFocus();
    });
    await step('Tab moves on into the panel', async () => {
      await userEvent.tab();
      await expect(canvas.getByRole('tabpanel', { name: 'Payments' })).toHaveFocus();
    });
  },
};

export const Controlled: Story = {
  args: { value: 'terms' },
  render: renderDefault,
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('tab', { name: 'Terms' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(canvas.getByRole('tab', { name: 'Payments' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith('payments');
    await expect(canvas.getByRole('tab', { name: 'Terms' })).toHaveAttribute('aria-selected', 'true');
  },
};

const manyTabs = [
  'Description',
  'Shipping',
  'Terms',
  'Payments',
  'Bid Increment Range',
  'Videos',
  'Certification',
  'Provenance',
];
const slug = (label: string) => label.toLowerCase().replaceAll(' ', '-');

const renderMany: NonNullable<Story['render']> = (args) => (
  <div style={{ maxWidth: 420 }}>
    <Tabs.Root {...args}>
      <Tabs.List aria-label="Lot information">
        {manyTabs.map((label) => (
          <Tabs.Trigger key={label} value={slug(label)} disabled={label === 'Videos'}>
            {label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {manyTabs.map((label) => (
        <Tabs.Content key={label} value={slug(label)}>
          <p>
            {label} of the 1881-S Morgan Dollar MS-64, graded by PCGS and shipped in its original holder. This panel
            wraps long lines of text inside the width of its container.
          </p>
        </Tabs.Content>
      ))}
    </Tabs.Root>
  </div>
);

export const LongContent: Story = {
  args: { defaultValue: 'description' },
  render: renderMany,
  play: async ({ canvas, userEvent, step }) => {
    const list = canvas.getByRole('tablist');
    await step('the tabs that do not fit are hidden past the end, which fades', async () => {
      await expect(list.scrollWidth).toBeGreaterThan(list.clientWidth);
      await cuesMoreAt(list, 'end');
    });
    await expect(canvas.getByRole('tab', { name: 'Videos' })).toBeDisabled();
    await step('the arrow keys scroll the tab they reach into view', async () => {
      await userEvent.tab();
      await userEvent.keyboard('{ArrowLeft}');
      const provenance = canvas.getByRole('tab', { name: 'Provenance' });
      await expect(provenance).toHaveFocus();
      await waitFor(() => expect(inRowView(provenance, list)).toBe(true));
      await cuesMoreAt(list, 'start');
      await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
      const increments = canvas.getByRole('tab', { name: 'Bid Increment Range' });
      await expect(increments).toHaveFocus();
      await waitFor(() => expect(inRowView(increments, list)).toBe(true));
      await cuesMoreAt(list, 'start end');
    });
  },
};

/** A list that opens on its last tab starts scrolled to it, the tabs before it hidden past the faded start. */
export const LastTabSelected: Story = {
  args: { defaultValue: 'provenance' },
  render: renderMany,
  play: async ({ canvas }) => {
    const list = canvas.getByRole('tablist');
    const provenance = canvas.getByRole('tab', { name: 'Provenance', selected: true });
    // The row is scrolled to the selected tab once it is laid out.
    await waitFor(() => expect(inRowView(provenance, list)).toBe(true));
    await cuesMoreAt(list, 'start');
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'smallPhone', isRotated: false } },
  render: renderDefault,
  play: async ({ canvas, userEvent }) => {
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    await userEvent.click(canvas.getByRole('tab', { name: 'Payments' }));
    await expect(canvas.getByRole('tabpanel', { name: 'Payments' })).toHaveTextContent(/verified bank transfer/);
  },
};
