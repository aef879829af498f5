import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { Accordion } from './Accordion';

const meta = {
  title: 'Components/Data display/Accordion',
  component: Accordion.Root,
  subcomponents: {
    'Accordion.Item': Accordion.Item,
    'Accordion.Trigger': Accordion.Trigger,
    'Accordion.Content': Accordion.Content,
  },
  args: { onValueChange: fn() },
} satisfies Meta<typeof Accordion.Root>;

export default meta;
type Story = StoryObj<typeof meta>;

const sections = [
  {
    value: 'description',
    label: 'Description',
    text: '10 oz Silver Bar — Royal Canadian Mint, .9999 fine silver, serial-numbered, in its original assay card.',
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
  <Accordion.Root {...args}>
    {sections.map((section) => (
      <Accordion.Item key={section.value} value={section.value}>
        <Accordion.Trigger>{section.label}</Accordion.Trigger>
        <Accordion.Content>
          <p>{section.text}</p>
        </Accordion.Content>
      </Accordion.Item>
    ))}
  </Accordion.Root>
);

const single = { type: 'single', collapsible: true } as const;

export const Default: Story = {
  args: { ...single, defaultValue: 'description' },
  render: renderDefault,
  play: async ({ args, canvas, userEvent, step }) => {
    const description = canvas.getByRole('button', { name: 'Description' });
    const shipping = canvas.getByRole('button', { name: 'Shipping' });
    await step('the default item is open and its region is named by its trigger', async () => {
      await expect(description).toHaveAttribute('aria-expanded', 'true');
      await expect(canvas.getByRole('region', { name: 'Description' })).toHaveTextContent(/Royal Canadian Mint/);
      await expect(canvas.getByRole('heading', { level: 3, name: 'Description' })).toBeInTheDocument();
    });
    await step('opening another item closes the first', async () => {
      await userEvent.click(shipping);
      await expect(args.onValueChange).toHaveBeenLastCalledWith('shipping');
      await expect(shipping).toHaveAttribute('aria-expanded', 'true');
      await expect(description).toHaveAttribute('aria-expanded', 'false');
      await waitFor(() => expect(canvas.queryByText(/Royal Canadian Mint/)).not.toBeInTheDocument());
    });
    await step('a second click collapses it', async () => {
      await userEvent.click(shipping);
      await expect(args.onValueChange).toHaveBeenLastCalledWith('');
      await expect(shipping).toHaveAttribute('aria-expanded', 'false');
    });
  },
};

export const Keyboard: Story = {
  args: { ...single, defaultValue: '' },
  render: renderDefault,
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Description' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('button', { name: 'Shipping' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    const payments = canvas.getByRole('button', { name: 'Payments' });
    await expect(payments).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(payments).toHaveAttribute('aria-expanded', 'true');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('payments');
    await userEvent.keyboard('{Home}');
    await expect(canvas.getByRole('button', { name: 'Description' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('region', { name: 'Description' })).toBeVisible();
    await expect(payments).toHaveAttribute('aria-expanded', 'false');
  },
};

export const Multiple: Story = {
  args: { type: 'multiple', defaultValue: ['auction-type'] },
  render: (args) => (
    <Accordion.Root {...args}>
      {[
        { value: 'auction-type', label: 'Auction Type', options: 'All Auctions · Timed · Live' },
        { value: 'condition', label: 'Condition', options: 'New · Damaged · Open Box' },
        { value: 'date-range', label: 'Date Range', options: 'From · To' },
      ].map((group) => (
        <Accordion.Item key={group.value} value={group.value}>
          <Accordion.Trigger headingLevel={4}>{group.label}</Accordion.Trigger>
          <Accordion.Content>
            <p>{group.options}</p>
          </Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  ),
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Condition' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['auction-type', 'condition']);
    await expect(canvas.getByRole('region', { name: 'Auction Type' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Condition' })).toHaveTextContent('New · Damaged · Open Box');
    await expect(canvas.getAllByRole('heading', { level: 4 })).toHaveLength(3);
  },
};

export const LongContent: Story = {
  args: { ...single, defaultValue: 'terms' },
  render: (args) => (
    <div style={{ maxWidth: 480 }}>
      <Accordion.Root {...args}>
        <Accordion.Item value="terms">
          <Accordion.Trigger>
            Terms and conditions of the Spring Numismatic Auction, including the buyer&apos;s premium and payment
          </Accordion.Trigger>
          <Accordion.Content>
            <p>
              All lots are sold as is. Descriptions of grade, weight and fineness are the opinion of the auction house
              and are given in good faith. A buyer&apos;s premium is added to the hammer price of every lot. Won lots
              must be paid within seven days of the close of the auction, by card or by verified bank transfer. Shipping
              is insured and signature is required on delivery.
            </p>
          </Accordion.Content>
        </Accordion.Item>
        <Accordion.Item value="payments">
          <Accordion.Trigger>Payments</Accordion.Trigger>
          <Accordion.Content>
            <p>Pay by card or by verified bank transfer.</p>
          </Accordion.Content>
        </Accordion.Item>
      </Accordion.Root>
    </div>
  ),
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: /Terms and conditions/ });
    await expect(trigger.getBoundingClientRect().height).toBeGreaterThan(48);
    await expect(trigger.getBoundingClientRect().width).toBeLessThanOrEqual(480);
    await expect(canvas.getByRole('region', { name: /Terms and conditions/ })).toHaveTextContent(/seven days/);
  },
};

export const Mobile: Story = {
  args: { ...single, defaultValue: 'description' },
  globals: { viewport: { value: 'smallPhone', isRotated: false } },
  render: renderDefault,
  play: async ({ canvas, userEvent }) => {
    const terms = canvas.getByRole('button', { name: 'Terms' });
    await expect(terms.getBoundingClientRect().height).toBeGreaterThanOrEqual(48);
    await expect(terms.getBoundingClientRect().width).toBeGreaterThan(window.innerWidth - 40);
    await userEvent.click(terms);
    await expect(canvas.getByRole('region', { name: 'Terms' })).toHaveTextContent(/sold as is/);
  },
};
