import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { DateField, type DateFieldProps } from './DateField';

const meta = {
  title: 'Components/Forms/DateField',
  component: DateField,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 448 }}>
        <Story />
      </div>
    ),
  ],
  args: { label: 'From', name: 'from_date', onValueChange: fn() },
} satisfies Meta<typeof DateField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const input = canvas.getByLabelText('From');
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await expect(getComputedStyle(input.parentElement as HTMLElement).outlineStyle).toBe('solid');
    await userEvent.type(input, '2025-03-14');
    await expect(input).toHaveValue('2025-03-14');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('2025-03-14');
    await userEvent.tab();
    await expect(input).not.toHaveFocus();
  },
};

export const Filled: Story = {
  args: { defaultValue: '2025-03-01' },
  play: async ({ args, canvas, userEvent }) => {
    const input = canvas.getByLabelText('From');
    await expect(input).toHaveValue('2025-03-01');
    await userEvent.clear(input);
    await expect(args.onValueChange).toHaveBeenLastCalledWith('');
    await userEvent.type(input, '2025-04-18');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('2025-04-18');
    await userEvent.tab();
  },
};

export const WithHint: Story = {
  args: { hint: 'Auctions closing on or after this day.' },
  play: async ({ args, canvas, userEvent }) => {
    const input = canvas.getByLabelText('From');
    await expect(input).toHaveAccessibleDescription('Auctions closing on or after this day.');
    await userEvent.type(input, '2025-06-02');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('2025-06-02');
    await userEvent.tab();
  },
};

export const Error: Story = {
  args: { label: 'To', name: 'to_date', required: true, error: 'Required!' },
  play: async ({ args, canvas, userEvent }) => {
    const input = canvas.getByLabelText('To');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAttribute('aria-required', 'true');
    await expect(input).toHaveAccessibleDescription('Required!');
    await userEvent.type(input, '2025-06-30');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('2025-06-30');
    await userEvent.tab();
  },
};

export const Disabled: Story = {
  args: { defaultValue: '2025-03-01', disabled: true },
  play: async ({ args, canvas, userEvent }) => {
    const input = canvas.getByLabelText('From');
    await expect(input).toBeDisabled();
    await userEvent.tab();
    await expect(input).not.toHaveFocus();
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

function DateRange({ onValueChange }: Pick<DateFieldProps, 'onValueChange'>) {
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  return (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(11rem, 1fr))', gap: 16 }}>
      <DateField
        label="From"
        name="from_date"
        value={from}
        max={to || undefined}
        onValueChange={(next) => {
          setFrom(next);
          onValueChange?.(next);
        }}
      />
      <DateField
        label="To"
        name="to_date"
        value={to}
        min={from || undefined}
        onValueChange={(next) => {
          setTo(next);
          onValueChange?.(next);
        }}
      />
    </div>
  );
}

/** The filter panel's Date Range: the To date cannot come before the From date. */
export const Range: Story = {
  render: (args) => <DateRange onValueChange={args.onValueChange} />,
  play: async ({ args, canvas, userEvent }) => {
    const from = canvas.getByLabelText('From');
    const to = canvas.getByLabelText('To');
    await userEvent.type(from, '2025-05-01');
    await expect(to).toHaveAttribute('min', '2025-05-01');
    await userEvent.tab();
    await expect(to).toHaveFocus();
    await userEvent.keyboard('2025-05-31');
    await expect(from).toHaveAttribute('max', '2025-05-31');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('2025-05-31');
    await userEvent.tab();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'smallPhone', isRotated: false } },
  play: async ({ args, canvas, userEvent }) => {
    const input = canvas.getByLabelText('From');
    const box = (input.parentElement as HTMLElement).getBoundingClientRect();
    await expect(box.height).toBeGreaterThanOrEqual(44);
    await expect(box.width).toBeGreaterThan(400);
    await userEvent.type(input, '2025-07-04');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('2025-07-04');
    await userEvent.tab();
  },
};
