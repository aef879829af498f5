import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { ResponsiveTabs, type ResponsiveTabsSection } from './ResponsiveTabs';

const sections: ResponsiveTabsSection[] = [
  {
    value: 'description',
    label: 'Description',
    content: <p>1881-S Morgan Dollar MS-64, graded by PCGS, frosty lustre with light toning on the reverse.</p>,
  },
  {
    value: 'shipping',
    label: 'Shipping',
    content: <p>Shipping cost US $18.50, insured; signature required on delivery.</p>,
  },
  {
    value: 'terms',
    label: 'Terms',
    content: <p>All lots are sold as is. A buyer&apos;s premium of 18% is added to the hammer price.</p>,
  },
  {
    value: 'payments',
    label: 'Payments',
    content: <p>Pay by card or by verified bank transfer within seven days of the close.</p>,
  },
];

const meta = {
  title: 'Components/Navigation/ResponsiveTabs',
  component: ResponsiveTabs,
  args: { sections, 'aria-label': 'Live auction information', onValueChange: fn() },
} satisfies Meta<typeof ResponsiveTabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('tablist', { name: 'Live auction information' })).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Description' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('tab', { name: 'Description' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(canvas.getByRole('tab', { name: 'Terms' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith('terms');
    await expect(canvas.getByRole('tabpanel', { name: 'Terms' })).toHaveTextContent(/buyer's premium of 18%/);
  },
};

export const Tablet: Story = {
  globals: { viewport: { value: 'tablet', isRotated: false } },
  args: { defaultValue: 'shipping' },
  play: async ({ canvas, userEvent }) => {
    await expect(window.matchMedia('(max-width: 600px)').matches).toBe(false);
    await expect(canvas.getByRole('tab', { name: 'Shipping' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Terms' })).toHaveFocus();
    await expect(canvas.getByRole('tabpanel', { name: 'Terms' })).toBeVisible();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(window.innerWidth).toBe(600);
    await expect(canvas.queryByRole('tablist')).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Description' })).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('region', { name: 'Description' })).toHaveTextContent(/Morgan Dollar/);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'smallPhone', isRotated: false } },
  args: { defaultValue: '' },
  play: async ({ args, canvas, userEvent, step }) => {
    await step('the sections are an accordion, all closed', async () => {
      await expect(canvas.queryByRole('tablist')).not.toBeInTheDocument();
      const triggers = canvas.getAllByRole('button');
      await expect(triggers.map((trigger) => trigger.textContent)).toEqual([
        'Description',
        'Shipping',
        'Terms',
        'Payments',
      ]);
      for (const trigger of triggers) await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    });
    await step('the keyboard opens one section at a time', async () => {
      await userEvent.tab();
      await userEvent.keyboard('{ArrowDown}{Enter}');
      await expect(canvas.getByRole('button', { name: 'Shipping' })).toHaveAttribute('aria-expanded', 'true');
      await expect(args.onValueChange).toHaveBeenLastCalledWith('shipping');
      await expect(canvas.getByRole('region', { name: 'Shipping' })).toHaveTextContent(/US \$18.50/);
      await userEvent.keyboard('{ArrowDown}{Enter}');
      await expect(canvas.getByRole('button', { name: 'Shipping' })).toHaveAttribute('aria-expanded', 'false');
      await expect(canvas.getByRole('region', { name: 'Terms' })).toBeVisible();
    });
  },
};

export const Controlled: Story = {
  args: { value: 'payments' },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('tab', { name: 'Payments' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(canvas.getByRole('tab', { name: 'Shipping' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith('shipping');
    await expect(canvas.getByRole('tab', { name: 'Payments' })).toHaveAttribute('aria-selected', 'true');
  },
};
