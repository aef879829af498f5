import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { TextField } from './TextField';

const meta = {
  title: 'Components/Forms/TextField',
  component: TextField,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 448 }}>
        <Story />
      </div>
    ),
  ],
  args: { label: 'Email', type: 'email', autoComplete: 'email', onValueChange: fn() },
  argTypes: {
    type: { control: 'inline-radio', options: ['text', 'email', 'tel', 'url', 'search'] },
    inputMode: { control: 'select', options: [undefined, 'text', 'numeric', 'decimal', 'email', 'tel'] },
  },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { required: true },
  play: async ({ args, canvas, userEvent, step }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await step('reach the field with the keyboard and see the focus ring', async () => {
      await userEvent.tab();
      await expect(input).toHaveFocus();
      await expect(getComputedStyle(input.parentElement as HTMLElement).outlineStyle).toBe('solid');
    });
    await step('type an e-mail address', async () => {
      await userEvent.type(input, 'collector@example.com');
      await expect(input).toHaveValue('collector@example.com');
      await expect(args.onValueChange).toHaveBeenLastCalledWith('collector@example.com');
    });
    await expect(input).toHaveAttribute('aria-required', 'true');
    await expect(input).not.toHaveAttribute('aria-invalid');
    await userEvent.tab();
    await expect(input).not.toHaveFocus();
  },
};

export const Filled: Story = {
  args: { label: 'First name', type: 'text', autoComplete: 'given-name', defaultValue: 'Margaret', required: true },
  play: async ({ args, canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'First name' });
    await expect(input).toHaveValue('Margaret');
    await userEvent.clear(input);
    await userEvent.type(input, 'Eleanor');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('Eleanor');
    await expect(input).toHaveValue('Eleanor');
    await userEvent.tab();
  },
};

export const WithHint: Story = {
  args: {
    label: 'Routing number',
    type: 'text',
    autoComplete: 'off',
    inputMode: 'numeric',
    maxLength: 9,
    required: true,
    hint: 'The 9 digits at the bottom left of your cheque.',
  },
  play: async ({ args, canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Routing number' });
    await expect(input).toHaveAccessibleDescription('The 9 digits at the bottom left of your cheque.');
    await expect(input).toHaveAttribute('inputmode', 'numeric');
    await userEvent.type(input, '1210000248');
    await expect(input).toHaveValue('121000024');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('121000024');
    await userEvent.tab();
  },
};

export const WithPrefix: Story = {
  args: {
    label: 'Enter bid',
    type: 'text',
    autoComplete: 'off',
    inputMode: 'decimal',
    prefix: 'US $',
    placeholder: '1,275.00',
    hint: 'Enter $1,275.00 or more',
  },
  play: async ({ args, canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Enter bid' });
    await expect(input).toHaveAccessibleDescription('US $ Enter $1,275.00 or more');
    await userEvent.click(input);
    await userEvent.keyboard('1300.50');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('1300.50');
    await userEvent.tab();
  },
};

export const Error: Story = {
  args: { defaultValue: 'collector@example', error: 'Invalid email format', required: true },
  play: async ({ args, canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Invalid email format');
    await expect(canvas.getByText('Invalid email format')).toBeVisible();
    await userEvent.type(input, '.com');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('collector@example.com');
    await userEvent.tab();
  },
};

export const ReadOnly: Story = {
  args: {
    defaultValue: 'eleanor.whitfield@example.com',
    readOnly: true,
    hint: 'Your e-mail address is your login and cannot be changed here.',
  },
  play: async ({ args, canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await expect(input).toHaveAttribute('readonly');
    await userEvent.keyboard('x');
    await expect(input).toHaveValue('eleanor.whitfield@example.com');
    await expect(args.onValueChange).not.toHaveBeenCalled();
    await userEvent.tab();
  },
};

export const Disabled: Story = {
  args: { label: 'City', type: 'text', defaultValue: 'Portland', disabled: true },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'City' });
    await expect(input).toBeDisabled();
    await userEvent.tab();
    await expect(input).not.toHaveFocus();
  },
};

export const Mobile: Story = {
  args: { label: 'Name', type: 'text', autoComplete: 'name', required: true },
  globals: { viewport: { value: 'smallPhone', isRotated: false } },
  play: async ({ args, canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Name' });
    const box = (input.parentElement as HTMLElement).getBoundingClientRect();
    await expect(box.height).toBeGreaterThanOrEqual(44);
    await expect(box.width).toBeGreaterThan(400);
    await userEvent.type(input, 'Eleanor Whitfield');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('Eleanor Whitfield');
    await userEvent.tab();
  },
};
