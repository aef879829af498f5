import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Checkbox } from './Checkbox';

const meta = {
  title: 'Components/Forms/Checkbox',
  component: Checkbox,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 448 }}>
        <Story />
      </div>
    ),
  ],
  args: { label: 'I agree to the Terms and Conditions', required: true, onCheckedChange: fn() },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, userEvent, step }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'I agree to the Terms and Conditions' });
    await step('check it with the keyboard', async () => {
      await userEvent.tab();
      await expect(checkbox).toHaveFocus();
      await expect(getComputedStyle(checkbox).outlineStyle).toBe('solid');
      await userEvent.keyboard(' ');
      await expect(checkbox).toBeChecked();
      await expect(checkbox).toHaveAttribute('data-state', 'checked');
      await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
    });
    await step('uncheck it by its label', async () => {
      await userEvent.click(canvas.getByText('I agree to the Terms and Conditions'));
      await expect(checkbox).not.toBeChecked();
      await expect(args.onCheckedChange).toHaveBeenLastCalledWith(false);
    });
    await expect(checkbox).toHaveAttribute('aria-required', 'true');
  },
};

export const Filled: Story = {
  args: { label: 'Outbid', required: false, defaultChecked: true },
  play: async ({ args, canvas, userEvent }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'Outbid' });
    await expect(checkbox).toBeChecked();
    await userEvent.click(checkbox);
    await expect(checkbox).not.toBeChecked();
    await userEvent.click(checkbox);
    await expect(checkbox).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenCalledTimes(2);
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
  },
};

export const WithHint: Story = {
  args: { label: 'Bid submitted', required: false, hint: 'An e-mail each time a bid of yours is accepted.' },
  play: async ({ args, canvas, userEvent }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'Bid submitted' });
    await expect(checkbox).toHaveAccessibleDescription('An e-mail each time a bid of yours is accepted.');
    await userEvent.click(checkbox);
    await expect(args.onCheckedChange).toHaveBeenCalledWith(true);
  },
};

export const Error: Story = {
  args: { error: 'Please accept Terms and Conditions.' },
  play: async ({ args, canvas, userEvent }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'I agree to the Terms and Conditions' });
    await expect(checkbox).toHaveAttribute('aria-invalid', 'true');
    await expect(checkbox).toHaveAccessibleDescription('Please accept Terms and Conditions.');
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(args.onCheckedChange).toHaveBeenCalledWith(true);
  },
};

export const Disabled: Story = {
  args: { label: 'Won', required: false, defaultChecked: true, disabled: true },
  play: async ({ args, canvas, userEvent }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'Won' });
    await expect(checkbox).toBeDisabled();
    await expect(checkbox).toBeChecked();
    await userEvent.click(canvas.getByText('Won'));
    await expect(checkbox).toBeChecked();
    await expect(args.onCheckedChange).not.toHaveBeenCalled();
  },
};

const notifications = [
  { code: '1', label: 'Watchlist', defaultChecked: true },
  { code: '2', label: 'Bid submitted', defaultChecked: true },
  { code: '3', label: 'Outbid', defaultChecked: false },
  { code: '4', label: 'Won', defaultChecked: true },
];

/** The four e-mail notification settings of the dashboard, as a group. */
export const Mobile: Story = {
  globals: { viewport: { value: 'smallPhone', isRotated: false } },
  render: (args) => (
    <fieldset style={{ border: 0, margin: 0, padding: 0, display: 'grid', gap: 12 }}>
      <legend style={{ fontWeight: 650, marginBottom: 8 }}>E-mail notifications</legend>
      {notifications.map((notification) => (
        <Checkbox
          key={notification.code}
          label={notification.label}
          name="email_settings"
          defaultChecked={notification.defaultChecked}
          onCheckedChange={args.onCheckedChange}
        />
      ))}
    </fieldset>
  ),
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('group', { name: 'E-mail notifications' })).toBeVisible();
    const outbid = canvas.getByRole('checkbox', { name: 'Outbid' });
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(outbid).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(outbid).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenCalledTimes(1);
    await expect(canvas.getAllByRole('checkbox', { checked: true })).toHaveLength(4);
  },
};
