import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { accountHandlers, withAccountApi } from '../stories/withAccountApi';
import { NotificationSettingsForm } from './NotificationSettingsForm';

const saved: unknown[] = [];

const meta = {
  title: 'Features/Account/NotificationSettingsForm',
  component: NotificationSettingsForm,
  decorators: [withAccountApi],
  parameters: {
    signedIn: true,
    msw: {
      handlers: accountHandlers({
        getNotification: { status: 'yes', data: { id: 41, email_settings: '2,3,4' } },
        updateNotification: ({ body }) => {
          saved.push(body);
          return { status: 'yes', message: 'Notifications Updated Successfully' };
        },
      }),
    },
    visual: { fullViewport: true },
  },
} satisfies Meta<typeof NotificationSettingsForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Outbid turned off and watchlist on: saved as the comma-joined codes. */
export const Saved: Story = {
  play: async ({ canvas, userEvent }) => {
    saved.length = 0;
    const watchlist = await canvas.findByRole('checkbox', { name: 'A lot is added to my watchlist' });
    const outbid = canvas.getByRole('checkbox', { name: 'I am outbid' });
    await expect(watchlist).not.toBeChecked();
    await expect(outbid).toBeChecked();
    await userEvent.click(outbid);
    await userEvent.click(watchlist);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(
      await canvas.findByText('Notifications Updated Successfully', undefined, { container: document.body }),
    ).toBeVisible();
    await waitFor(() => expect(saved).toEqual([{ notify_id: 41, email_settings: '1,2,4' }]));
  },
};
