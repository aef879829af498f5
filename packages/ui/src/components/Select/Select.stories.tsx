import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Select } from './Select';

const months = Array.from({ length: 12 }, (_, index) => {
  const month = String(index + 1).padStart(2, '0');
  return { value: month, label: month };
});

const meta = {
  title: 'Components/Forms/Select',
  component: Select,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 448 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    label: 'Results per page',
    options: [
      { value: '10', label: '10' },
      { value: '20', label: '20' },
      { value: '30', label: '30' },
    ],
    defaultValue: '10',
    onValueChange: fn(),
  },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const select = canvas.getByRole('combobox', { name: 'Results per page' });
    await userEvent.tab();
    await expect(select).toHaveFocus();
    await expect(getComputedStyle(select.parentElement as HTMLElement).outlineStyle).toBe('solid');
    await expect(select).toHaveValue('10');
    await userEvent.selectOptions(select, '20');
    await expect(select).toHaveValue('20');
    await expect(args.onValueChange).toHaveBeenCalledTimes(1);
    await expect(args.onValueChange).toHaveBeenCalledWith('20');
  },
};

export const Filled: Story = {
  args: {
    label: 'Country',
    autoComplete: 'country',
    required: true,
    options: [
      { value: 'US', label: 'United States' },
      { value: 'CA', label: 'Canada' },
      { value: 'MX', label: 'Mexico' },
      { value: 'GB', label: 'United Kingdom' },
      { value: 'IN', label: 'India' },
    ],
    defaultValue: 'US',
  },
  play: async ({ args, canvas, userEvent }) => {
    const select = canvas.getByRole('combobox', { name: 'Country' });
    await expect(select).toHaveDisplayValue('United States');
    await expect(select).toHaveAttribute('aria-required', 'true');
    await userEvent.selectOptions(select, 'Canada');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('CA');
    await expect(select).toHaveDisplayValue('Canada');
  },
};

export const WithHint: Story = {
  args: {
    label: 'State',
    autoComplete: 'address-level1',
    required: true,
    placeholder: 'Select state',
    hint: 'The state of the card’s billing address.',
    options: [
      { value: 'AL', label: 'Alabama' },
      { value: 'AK', label: 'Alaska' },
      { value: 'OR', label: 'Oregon' },
      { value: 'WA', label: 'Washington' },
    ],
    defaultValue: '',
  },
  play: async ({ args, canvas, userEvent }) => {
    const select = canvas.getByRole('combobox', { name: 'State' });
    await expect(select).toHaveAccessibleDescription('The state of the card’s billing address.');
    await expect(select).toHaveDisplayValue('Select state');
    await expect(select).toHaveAttribute('data-placeholder');
    await userEvent.selectOptions(select, 'Oregon');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('OR');
    await expect(select).not.toHaveAttribute('data-placeholder');
  },
};

export const Error: Story = {
  args: {
    label: 'Expiry month',
    autoComplete: 'cc-exp-month',
    required: true,
    placeholder: 'MM',
    options: months,
    defaultValue: '',
    error: 'Not a valid expiration date',
  },
  play: async ({ args, canvas, userEvent }) => {
    const select = canvas.getByRole('combobox', { name: 'Expiry month' });
    await expect(select).toHaveAttribute('aria-invalid', 'true');
    await expect(select).toHaveAccessibleDescription('Not a valid expiration date');
    await userEvent.selectOptions(select, '09');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('09');
  },
};

export const Disabled: Story = {
  args: {
    label: 'Sort By',
    options: [
      { value: '2', label: 'Recent' },
      { value: '3', label: 'Oldest' },
    ],
    defaultValue: '3',
    disabled: true,
  },
  play: async ({ args, canvas, userEvent }) => {
    const select = canvas.getByRole('combobox', { name: 'Sort By' });
    await expect(select).toBeDisabled();
    await expect(select).toHaveDisplayValue('Oldest');
    await userEvent.tab();
    await expect(select).not.toHaveFocus();
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

export const Mobile: Story = {
  args: {
    label: 'Expiry year',
    autoComplete: 'cc-exp-year',
    placeholder: 'YYYY',
    options: Array.from({ length: 10 }, (_, index) => ({ value: String(2026 + index), label: String(2026 + index) })),
    defaultValue: '',
  },
  globals: { viewport: { value: 'smallPhone', isRotated: false } },
  play: async ({ args, canvas, userEvent }) => {
    const select = canvas.getByRole('combobox', { name: 'Expiry year' });
    await expect((select.parentElement as HTMLElement).getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await userEvent.selectOptions(select, '2029');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('2029');
  },
};
