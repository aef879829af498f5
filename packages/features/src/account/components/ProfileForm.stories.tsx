import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, fireEvent, fn, waitFor } from 'storybook/test';
import { accountHandlers, withAccountApi } from '../stories/withAccountApi';
import { ProfileForm } from './ProfileForm';

const meta = {
  title: 'Features/Account/ProfileForm',
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
    await expect(await canvas.findByText('Invalid file type. Please upload an image.')).toBeVisible();
    await userEvent.upload(photo, png());
    await expect(await canvas.findByRole('img', { name: 'Preview of me.png' })).toBeVisible();
    // A text file named .png is told by its first bytes, not its name or type.
    await userEvent.upload(photo, new File(['1 oz Gold Eagle'], 'notes.png', { type: 'image/png' }));
    await expect(await canvas.findByText('Invalid file type. Please upload an image.')).toBeVisible();
    await expect(canvas.queryByRole('img', { name: 'Preview of notes.png' })).toBeNull();
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

const profileSent = fn();

/**
 * Details the signup would refuse: each field says why under it, nothing typed is lost or cut, and nothing is sent
 * (the server would only answer with its raw body check).
 */
export const RefusedDetails: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post('*/mobileapi/updateUserProfile', () => {
          profileSent();
          return HttpResponse.json({ status: 'no', message: 'Invalid body: zip must match ^[0-9]{5,6}$.' });
        }),
        ...accountHandlers(),
      ],
    },
  },
  beforeEach: () => profileSent.mockClear(),
  play: async ({ canvas, userEvent }) => {
    const edit = async (label: string, text: string) => {
      const input = await canvas.findByLabelText(label);
      await userEvent.clear(input);
      await userEvent.type(input, text);
    };
    await edit('First name', 'T3st<b>');
    await edit('Last name', 'Miller2');
    await edit('City', 'Seattle 9!');
    await edit('Zip code', '97205-1234');
    const longLine = 'a'.repeat(251);
    await userEvent.clear(canvas.getByLabelText('Address line 1'));
    await userEvent.click(canvas.getByLabelText('Address line 1'));
    await userEvent.paste(longLine);
    await userEvent.click(canvas.getByRole('button', { name: 'Save profile' }));

    await expect(canvas.getByLabelText('First name')).toHaveAccessibleDescription(
      'Only letters and spaces are allowed',
    );
    await expect(canvas.getByLabelText('Last name')).toHaveAccessibleDescription(
      'Only letters, spaces and apostrophes are allowed',
    );
    await expect(canvas.getByLabelText('City')).toHaveAccessibleDescription('Only letters are allowed');
    await expect(canvas.getByLabelText('Zip code')).toHaveAccessibleDescription('Zip code must be 5 to 6 digits');
    await expect(canvas.getByLabelText('Address line 1')).toHaveAccessibleDescription('Maximum 250 characters');
    await expect(canvas.getByLabelText('Zip code')).toHaveValue('97205-1234');
    await expect(canvas.getByLabelText('Address line 1')).toHaveValue(longLine);
    await expect(profileSent).not.toHaveBeenCalled();
    await expect(document.body).not.toHaveTextContent('Invalid body');

    await edit('Zip code', '1234');
    await expect(canvas.getByLabelText('Zip code')).not.toHaveAccessibleDescription('Zip code must be 5 to 6 digits');
    await userEvent.click(canvas.getByRole('button', { name: 'Save profile' }));
    await expect(canvas.getByLabelText('Zip code')).toHaveAccessibleDescription('Zip code must be 5 to 6 digits');
    await expect(profileSent).not.toHaveBeenCalled();
  },
};
