import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { demoPassword } from '@storefront/api-client/msw';
import { accountHandlers, withAccountApi } from '../stories/withAccountApi';
import { ProfilePasswordForm } from './ProfilePasswordForm';

const meta = {
  title: 'Features/Account/ProfilePasswordForm',
  component: ProfilePasswordForm,
  decorators: [withAccountApi],
  args: { onPasswordUpdated: fn() },
  parameters: { signedIn: true, msw: { handlers: accountHandlers() }, visual: { fullViewport: true } },
} satisfies Meta<typeof ProfilePasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The spec's seven messages, then 'Password Updated Successfully'. */
export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const current = canvas.getByLabelText('Current password');
    const fresh = canvas.getByLabelText('New password');
    const confirm = canvas.getByLabelText('Confirm new password');
    const submit = () => userEvent.click(canvas.getByRole('button', { name: 'Update password' }));
    const retype = async (field: HTMLElement, text: string) => {
      await userEvent.clear(field);
      if (text) await userEvent.type(field, text);
    };

    await submit();
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please Enter Password');
    await retype(fresh, 'Platinum#1');
    await retype(confirm, 'Platinum#1');
    await submit();
    await expect(current).toHaveAccessibleDescription('Please Enter Your Current Password.');
    await retype(current, demoPassword);
    await retype(fresh, '');
    await submit();
    await expect(fresh).toHaveAccessibleDescription('Please Enter Your New Password.');
    await retype(fresh, 'Plat#1');
    await retype(confirm, 'Plat#1');
    await submit();
    await expect(fresh).toHaveAccessibleDescription('Your New Password have atlest 8 Characters.');
    await retype(fresh, 'Platinum#1Platinum#1');
    await retype(confirm, 'Platinum#1Platinum#1');
    await submit();
    await expect(fresh).toHaveAccessibleDescription('Your New Password have note more than 20 Characters.');
    await retype(fresh, 'Platinum#1');
    await retype(confirm, '');
    await submit();
    await expect(confirm).toHaveAccessibleDescription('Please Enter Your Confirm New Password.');
    await retype(confirm, 'Platinum#2');
    await submit();
    await expect(confirm).toHaveAccessibleDescription('Your New Password and Confirmation Password do not match.');
    await retype(confirm, 'Platinum#1');
    await submit();
    await waitFor(() => expect(args.onPasswordUpdated).toHaveBeenCalledOnce());
    await expect(args.onPasswordUpdated).toHaveBeenCalledWith('Platinum#1');
    await expect(
      await canvas.findByText('Password Updated Successfully', undefined, { container: document.body }),
    ).toBeVisible();
  },
};

/** A wrong current password: the server's message. */
export const WrongCurrentPassword: Story = {
  parameters: {
    msw: {
      handlers: accountHandlers({
        updatePasswordInProfile: { status: 'no', message: 'Your Current Password is incorrect.' },
      }),
    },
  },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByLabelText('Current password'), 'Not#Mine1');
    await userEvent.type(canvas.getByLabelText('New password'), 'Platinum#1');
    await userEvent.type(canvas.getByLabelText('Confirm new password'), 'Platinum#1');
    await userEvent.click(canvas.getByRole('button', { name: 'Update password' }));
    await expect(
      await canvas.findByText('Your Current Password is incorrect.', undefined, { container: document.body }),
    ).toBeVisible();
    await expect(args.onPasswordUpdated).not.toHaveBeenCalled();
  },
};
