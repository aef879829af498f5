import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { accountHandlers, withAccountApi } from '../stories/withAccountApi';
import { ResetRequestForm } from './ResetRequestForm';

const meta = {
  title: 'Features/Account/ResetRequestForm',
  component: ResetRequestForm,
  decorators: [withAccountApi],
  args: { onSent: fn() },
  parameters: { msw: { handlers: accountHandlers() }, visual: { fullViewport: true } },
} satisfies Meta<typeof ResetRequestForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The e-mail is checked, the link is sent: 'Reset Link sent to Mail'. */
export const Sent: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const email = canvas.getByLabelText('Email address');
    await userEvent.click(canvas.getByRole('button', { name: 'Send reset link' }));
    await expect(email).toHaveAccessibleDescription('Required!');
    await userEvent.type(email, 'grace@');
    await userEvent.click(canvas.getByRole('button', { name: 'Send reset link' }));
    await expect(email).toHaveAccessibleDescription('Invalid email format');
    await userEvent.type(email, 'example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Send reset link' }));
    await waitFor(() => expect(args.onSent).toHaveBeenCalledOnce());
    await expect(
      await canvas.findByText('Reset Link sent to Mail', undefined, { container: document.body }),
    ).toBeVisible();
  },
};

/** The server refuses: its message, and the buyer stays. */
export const Refused: Story = {
  parameters: {
    msw: {
      handlers: accountHandlers({
        forgotPassword: { success: 'no', message: 'No account uses this e-mail address.' },
      }),
    },
  },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByLabelText('Email address'), 'nobody@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Send reset link' }));
    await expect(
      await canvas.findByText('No account uses this e-mail address.', undefined, { container: document.body }),
    ).toBeVisible();
    await expect(args.onSent).not.toHaveBeenCalled();
  },
};
