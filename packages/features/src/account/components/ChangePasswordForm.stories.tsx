import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { accountHandlers, withAccountApi } from '../stories/withAccountApi';
import { ChangePasswordForm } from './ChangePasswordForm';

const EXPIRED = 'This reset link is invalid, already used or expired. Please ask for a new one.';

const meta = {
  title: 'Features/Account/ChangePasswordForm',
  component: ChangePasswordForm,
  decorators: [withAccountApi],
  args: { token: 'reset-token-from-the-mail', onChanged: fn(), onRequestLink: fn() },
  parameters: { msw: { handlers: accountHandlers() }, visual: { fullViewport: true } },
} satisfies Meta<typeof ChangePasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The signup rules, confirmed: 'Password Changed Successfully'. */
export const Changed: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const password = canvas.getByLabelText('New password');
    const confirm = canvas.getByLabelText('Confirm new password');
    await userEvent.type(password, 'Short1#');
    await userEvent.type(confirm, 'Short1#');
    await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
    await expect(password).toHaveAccessibleDescription('Password must be at least 8 characters');
    await userEvent.clear(password);
    await userEvent.type(password, 'Silver#Eagle7');
    await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
    await expect(confirm).toHaveAccessibleDescription('Passwords must match');
    await userEvent.clear(confirm);
    await userEvent.type(confirm, 'Silver#Eagle7');
    await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(args.onChanged).toHaveBeenCalledOnce());
    await expect(
      await canvas.findByText('Password Changed Successfully', undefined, { container: document.body }),
    ).toBeVisible();
  },
};

/** A used or expired link: the server's message. */
export const ExpiredLink: Story = {
  parameters: { msw: { handlers: accountHandlers({ changePassword: { success: 'no', message: EXPIRED } }) } },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByLabelText('New password'), 'Silver#Eagle7');
    await userEvent.type(canvas.getByLabelText('Confirm new password'), 'Silver#Eagle7');
    await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
    await expect(await canvas.findByText(EXPIRED, undefined, { container: document.body })).toBeVisible();
    await expect(args.onChanged).not.toHaveBeenCalled();
  },
};

/** Opened without the link's token. */
export const WithoutToken: Story = {
  args: { token: undefined },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Ask for a new link' }));
    await expect(args.onRequestLink).toHaveBeenCalledOnce();
  },
};
