import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, waitFor } from 'storybook/test';
import { accountHandlers, withAccountApi } from '../stories/withAccountApi';
import { ProfileForm } from './ProfileForm';

const meta = {
  title: 'Account/ProfileForm',
  component: ProfileForm,
  decorators: [withAccountApi],
  parameters: { signedIn: true, msw: { handlers: accountHandlers() }, visual: { fullViewport: true } },
} satisfies Meta<typeof ProfileForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const png = () =>
  new File(
    [
      Uint8Array.from(
        atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='),
        (c) => c.charCodeAt(0),
      ),
    ],
    'me.png',
    { type: 'image/png' },
  );

/** A new photo (images only) and a changed name: 'Profile Updated Successfully'. */
export const Saved: Story = {
  play: async ({ canvas, userEvent }) => {
    const email = await canvas.findByLabelText('Email address');
    await expect(email).toHaveAttribute('readonly');
    await expect(canvas.getByLabelText('Phone number')).toHaveAttribute('readonly');

    const photo = canvas.getByLabelText(/Profile photo/);
    // The picker offers images only; a file dropped or forced in anyway is refused.
    const pdf = new DataTransfer();
    pdf.items.add(new File(['%PDF-1.4'], 'notes.pdf', { type: 'application/pdf' }));
    await fireEvent.change(photo, { target: { files: pdf.files } });
    await expect(canvas.getByText('Invalid file type. Please upload an image.')).toBeVisible();
    await userEvent.upload(photo, png());
    await expect(await canvas.findByRole('img', { name: 'Preview of me.png' })).toBeVisible();

    const firstName = canvas.getByLabelText('First name');
    await userEvent.clear(firstName);
    await userEvent.type(firstName, 'Marianne');
    await userEvent.click(canvas.getByRole('button', { name: 'Save profile' }));
    await expect(
      await canvas.findByText('Profile Updated Successfully', undefined, { container: document.body }),
    ).toBeVisible();
  },
};

/** A required field left empty. */
export const MissingDetails: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.clear(await canvas.findByLabelText('Address line 1'));
    await userEvent.click(canvas.getByRole('button', { name: 'Save profile' }));
    await waitFor(() => expect(document.body).toHaveTextContent('Please Enter Profile Details'));
  },
};
