import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { accountHandlers, withAccountApi } from '../stories/withAccountApi';
import { Activation } from './Activation';

const meta = {
  title: 'Features/Account/Activation',
  component: Activation,
  decorators: [withAccountApi],
  args: { userId: 'signed-activation-value', onSignIn: fn(), onSignUp: fn() },
  parameters: {
    msw: {
      handlers: accountHandlers({
        activateUser: { success: 'yes', message: 'Your account is active. You can sign in now.' },
      }),
    },
  },
} satisfies Meta<typeof Activation>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Activated: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(await canvas.findByRole('heading', { name: 'Your account is active' })).toBeVisible();
    await expect(canvas.getByText('Your account is active. You can sign in now.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }));
    await expect(args.onSignIn).toHaveBeenCalledOnce();
  },
};

/** A used or expired link: said plainly, with what to do. */
export const Expired: Story = {
  parameters: {
    msw: {
      handlers: accountHandlers({
        activateUser: {
          success: 'no',
          message: 'This activation link is not valid, was already used or has expired.',
        },
      }),
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Your account was not activated' })).toBeVisible();
    await expect(
      canvas.getByText(/This activation link is not valid, was already used or has expired\. If you activated/),
    ).toBeVisible();
  },
};
