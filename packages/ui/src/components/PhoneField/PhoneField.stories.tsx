import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { PhoneField } from './PhoneField';

const meta = {
  title: 'Components/Forms/PhoneField',
  component: PhoneField,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 448 }}>
        <Story />
      </div>
    ),
  ],
  args: { label: 'Phone', required: true, onValueChange: fn() },
} satisfies Meta<typeof PhoneField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, userEvent, step }) => {
    const code = canvas.getByRole('combobox', { name: 'Country calling code' });
    const number = canvas.getByRole('textbox', { name: 'Phone' });
    await expect(canvas.getByRole('group', { name: 'Phone' })).toContainElement(code);
    await step('United States +1 is the default', async () => {
      await expect(code).toHaveDisplayValue('United States (+1)');
      await expect(canvas.getByText('US +1')).toBeVisible();
    });
    await step('type the number; the full value drops the formatting', async () => {
      await userEvent.tab();
      await expect(code).toHaveFocus();
      await userEvent.tab();
      await expect(number).toHaveFocus();
      await expect(getComputedStyle(number.closest('[role="group"]') as HTMLElement).outlineStyle).toBe('solid');
      await userEvent.keyboard('(503) 555-0123');
      await expect(args.onValueChange).toHaveBeenLastCalledWith(
        { country: 'US', number: '(503) 555-0123' },
        '+15035550123',
      );
    });
    await step('choose another calling code with the keyboard', async () => {
      await userEvent.tab({ shift: true });
      await expect(code).toHaveFocus();
      await userEvent.selectOptions(code, 'United Kingdom (+44)');
      await expect(args.onValueChange).toHaveBeenLastCalledWith(
        { country: 'GB', number: '(503) 555-0123' },
        '+445035550123',
      );
      await expect(canvas.getByText('GB +44')).toBeVisible();
    });
    await expect(number).toHaveAttribute('aria-required', 'true');
  },
};

export const Filled: Story = {
  args: { defaultValue: { country: 'CA', number: '604 555 0199' } },
  play: async ({ args, canvas, userEvent }) => {
    const number = canvas.getByRole('textbox', { name: 'Phone' });
    await expect(canvas.getByRole('combobox', { name: 'Country calling code' })).toHaveValue('CA');
    await expect(canvas.getByText('CA +1')).toBeVisible();
    await userEvent.clear(number);
    await userEvent.type(number, '778 555 0142');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(
      { country: 'CA', number: '778 555 0142' },
      '+17785550142',
    );
    await userEvent.tab();
  },
};

export const WithHint: Story = {
  args: { hint: 'We call only about your bids, won lots and invoices.' },
  play: async ({ args, canvas, userEvent }) => {
    const number = canvas.getByRole('textbox', { name: 'Phone' });
    await expect(number).toHaveAccessibleDescription('We call only about your bids, won lots and invoices.');
    await userEvent.type(number, '2065550117');
    await expect(args.onValueChange).toHaveBeenLastCalledWith({ country: 'US', number: '2065550117' }, '+12065550117');
    await userEvent.tab();
  },
};

export const Error: Story = {
  args: { defaultValue: { country: 'US', number: '555 01' }, error: 'Phone number invalid' },
  play: async ({ args, canvas, userEvent }) => {
    const number = canvas.getByRole('textbox', { name: 'Phone' });
    await expect(number).toHaveAttribute('aria-invalid', 'true');
    await expect(number).toHaveAccessibleDescription('Phone number invalid');
    await userEvent.type(number, '23 4567');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(
      { country: 'US', number: '555 0123 4567' },
      '+155501234567',
    );
    await userEvent.tab();
  },
};

export const ReadOnly: Story = {
  args: {
    defaultValue: { country: 'US', number: '503 555 0123' },
    readOnly: true,
    required: false,
    hint: 'Contact us to change the phone number on your account.',
  },
  play: async ({ args, canvas, userEvent }) => {
    const number = canvas.getByRole('textbox', { name: 'Phone' });
    await expect(number).toHaveAttribute('readonly');
    await expect(canvas.getByRole('combobox', { name: 'Country calling code' })).toBeDisabled();
    await userEvent.tab();
    await expect(number).toHaveFocus();
    await userEvent.keyboard('{End}9');
    await expect(number).toHaveValue('503 555 0123');
    await expect(args.onValueChange).not.toHaveBeenCalled();
    await userEvent.tab();
    await expect(number).not.toHaveFocus();
  },
};

export const Disabled: Story = {
  args: { defaultValue: { country: 'US', number: '503 555 0123' }, disabled: true },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('textbox', { name: 'Phone' })).toBeDisabled();
    await expect(canvas.getByRole('combobox', { name: 'Country calling code' })).toBeDisabled();
    await userEvent.tab();
    await expect(document.body).toHaveFocus();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'smallPhone', isRotated: false } },
  play: async ({ args, canvas, userEvent }) => {
    const number = canvas.getByRole('textbox', { name: 'Phone' });
    const group = canvas.getByRole('group', { name: 'Phone' });
    await expect(group.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await expect(number.getBoundingClientRect().width).toBeGreaterThan(300);
    await userEvent.type(number, '5035550123');
    await expect(args.onValueChange).toHaveBeenLastCalledWith({ country: 'US', number: '5035550123' }, '+15035550123');
    await userEvent.tab();
  },
};
