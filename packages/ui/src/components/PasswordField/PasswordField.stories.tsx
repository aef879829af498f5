import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { PasswordField } from './PasswordField';

const meta = {
  title: 'Components/Forms/PasswordField',
  component: PasswordField,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 448 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    label: 'Password',
    autoComplete: 'new-password',
    required: true,
    onValueChange: fn(),
    onVisibleChange: fn(),
  },
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, userEvent, step }) => {
    const input = canvas.getByLabelText('Password');
    const toggle = canvas.getByRole('button', { name: 'Show password' });
    await step('type a password, hidden by default', async () => {
      await userEvent.tab();
      await expect(input).toHaveFocus();
      await userEvent.keyboard('Sovereign#1921');
      await expect(input).toHaveAttribute('type', 'password');
      await expect(args.onValueChange).toHaveBeenLastCalledWith('Sovereign#1921');
      await expect(input).toHaveAttribute('aria-required', 'true');
    });
    await step('show it with the keyboard', async () => {
      await userEvent.tab();
      await expect(toggle).toHaveFocus();
      await expect(getComputedStyle(toggle).outlineStyle).toBe('solid');
      await userEvent.keyboard(' ');
      await expect(toggle).toHaveAttribute('aria-pressed', 'true');
      await expect(input).toHaveAttribute('type', 'text');
      await expect(args.onVisibleChange).toHaveBeenLastCalledWith(true);
    });
    await step('hide it again', async () => {
      await userEvent.keyboard('{Enter}');
      await expect(toggle).toHaveAttribute('aria-pressed', 'false');
      await expect(input).toHaveAttribute('type', 'password');
      await expect(args.onVisibleChange).toHaveBeenLastCalledWith(false);
    });
  },
};

export const Filled: Story = {
  args: { label: 'Current Password', autoComplete: 'current-password', defaultValue: 'Krugerrand$1967' },
  play: async ({ args, canvas, userEvent }) => {
    const input = canvas.getByLabelText('Current Password');
    await expect(input).toHaveValue('Krugerrand$1967');
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    await expect(input).toHaveAttribute('type', 'text');
    await expect(args.onVisibleChange).toHaveBeenCalledWith(true);
    await expect(canvas.getByDisplayValue('Krugerrand$1967')).toBeVisible();
  },
};

export const WithHint: Story = {
  args: {
    label: 'New Password',
    hint: '8 to 20 characters with an uppercase and a lowercase letter, a digit and a special character; no spaces.',
  },
  play: async ({ args, canvas, userEvent }) => {
    const input = canvas.getByLabelText('New Password');
    await expect(input).toHaveAccessibleDescription(/^8 to 20 characters/);
    await userEvent.type(input, 'Eagle$2024');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('Eagle$2024');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Show password' })).toHaveFocus();
    await userEvent.tab();
  },
};

export const Error: Story = {
  args: {
    label: 'New Password',
    defaultValue: 'Eagle1',
    error: 'Your New Password have atlest 8 Characters.',
  },
  play: async ({ args, canvas, userEvent }) => {
    const input = canvas.getByLabelText('New Password');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Your New Password have atlest 8 Characters.');
    await userEvent.type(input, '$oz');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('Eagle1$oz');
    await userEvent.tab();
  },
};

export const Disabled: Story = {
  args: { label: 'Confirm New Password', defaultValue: 'Krugerrand$1967', disabled: true },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByLabelText('Confirm New Password')).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Show password' })).toBeDisabled();
    await userEvent.tab();
    await expect(document.body).toHaveFocus();
    await expect(args.onVisibleChange).not.toHaveBeenCalled();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'smallPhone', isRotated: false } },
  play: async ({ args, canvas, userEvent }) => {
    const input = canvas.getByLabelText('Password');
    const toggle = canvas.getByRole('button', { name: 'Show password' });
    await expect((input.parentElement as HTMLElement).getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await expect(toggle.getBoundingClientRect().width).toBeGreaterThanOrEqual(32);
    await userEvent.type(input, 'Maple#Leaf99');
    await userEvent.click(toggle);
    await expect(input).toHaveAttribute('type', 'text');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('Maple#Leaf99');
  },
};
