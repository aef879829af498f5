import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { accountHandlers, withAccountApi } from '../stories/withAccountApi';
import { withSignupMemory } from '../stories/withSignupMemory';
import { SignupForm } from './SignupForm';

const TAKEN = 'This e-mail address is already registered. Please sign in or use another one.';

const meta = {
  title: 'Features/Account/SignupForm',
  component: SignupForm,
  decorators: [withAccountApi, withSignupMemory],
  args: { onContinue: fn() },
  beforeEach: () => sessionStorage.clear(),
  parameters: { msw: { handlers: accountHandlers() } },
} satisfies Meta<typeof SignupForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every rule of step 1 with its message; United States and Alabama chosen to begin with. */
export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByLabelText('Country')).toHaveValue('United States');
    await expect(canvas.getByLabelText('State')).toHaveValue('Alabama');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue to card details' }));
    await expect(canvas.getByLabelText('First name')).toHaveAccessibleDescription('Required!');
    await expect(canvas.getByLabelText('Address line 1')).toHaveAccessibleDescription('Required!');

    await userEvent.type(canvas.getByLabelText('First name'), 'Mary2');
    await userEvent.type(canvas.getByLabelText('Last name'), 'Smith-Jones');
    await userEvent.type(canvas.getByLabelText('Email address'), 'mary@');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Phone number' }), '0555');
    await userEvent.type(canvas.getByLabelText('Password'), 'GoldCoin99');
    await userEvent.type(canvas.getByLabelText('Confirm password'), 'GoldCoin98');
    await userEvent.type(canvas.getByLabelText('City'), 'Mobile 2');
    await userEvent.type(canvas.getByLabelText('Zip code'), '3610');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue to card details' }));
    await expect(canvas.getByLabelText('First name')).toHaveAccessibleDescription(
      'Only letters and spaces are allowed',
    );
    await expect(canvas.getByLabelText('Last name')).toHaveAccessibleDescription(
      'Only letters, spaces and apostrophes are allowed',
    );
    await expect(canvas.getByLabelText('Email address')).toHaveAccessibleDescription('Invalid email format');
    await expect(canvas.getByText('Phone number invalid')).toBeVisible();
    await expect(canvas.getByLabelText('Password')).toHaveAccessibleDescription(
      expect.stringContaining('Password must contain a special character'),
    );
    await expect(canvas.getByLabelText('City')).toHaveAccessibleDescription('Only letters are allowed');
    await expect(canvas.getByLabelText('Zip code')).toHaveAccessibleDescription('Zip code must be 5 to 6 digits');
    await expect(args.onContinue).not.toHaveBeenCalled();
  },
};

const fillValid = async (
  canvas: Parameters<NonNullable<Story['play']>>[0]['canvas'],
  userEvent: Parameters<NonNullable<Story['play']>>[0]['userEvent'],
  email: string,
  typed: { phone?: string; zip?: string } = {},
) => {
  await userEvent.type(canvas.getByLabelText('First name'), 'Mary Ann');
  await userEvent.type(canvas.getByLabelText('Last name'), "O'Neil");
  await userEvent.type(canvas.getByLabelText('Email address'), email);
  await userEvent.type(canvas.getByRole('textbox', { name: 'Phone number' }), typed.phone ?? '2055550123');
  await userEvent.type(canvas.getByLabelText('Password'), 'Gold#Coin9');
  await userEvent.type(canvas.getByLabelText('Confirm password'), 'Gold#Coin9');
  await userEvent.type(canvas.getByLabelText('Address line 1'), '1 Dexter Ave');
  await userEvent.type(canvas.getByLabelText('City'), 'Montgomery');
  await userEvent.type(canvas.getByLabelText('Zip code'), typed.zip ?? '36104');
  await userEvent.click(canvas.getByRole('button', { name: 'Continue to card details' }));
};

/** A free e-mail: step 1 is kept for step 2 and the buyer goes on. */
export const Continue: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await fillValid(canvas, userEvent, 'mary.oneil@example.com');
    await waitFor(() => expect(args.onContinue).toHaveBeenCalledOnce());
    await expect(JSON.parse(sessionStorage.getItem('signup-details') ?? '{}')).toMatchObject({
      email: 'mary.oneil@example.com',
      state: 'Alabama',
      country: 'United States',
    });
    await expect(sessionStorage.getItem('signup-details')).not.toContain('Gold#Coin9');
  },
};

/** The e-mail is registered already: the server's message, and the buyer stays on step 1. */
export const EmailTaken: Story = {
  parameters: { msw: { handlers: accountHandlers({ checkEmailExistance: { status: 'no', message: TAKEN } }) } },
  play: async ({ canvas, userEvent, args }) => {
    await fillValid(canvas, userEvent, 'grace.miller@example.com');
    await waitFor(() => expect(canvas.getByLabelText('Email address')).toHaveAccessibleDescription(TAKEN));
    await expect(args.onContinue).not.toHaveBeenCalled();
  },
};

/**
 * Seven digits after the calling code are not a phone number ('Phone number invalid'), and a zip typed with its
 * extension is refused, not cut to six digits; both stay as typed.
 */
export const ShortPhoneLongZip: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await fillValid(canvas, userEvent, 'mary.oneil@example.com', { phone: '1234567', zip: '97205-1234' });
    const phone = canvas.getByRole('textbox', { name: 'Phone number' });
    await expect(phone).toHaveAccessibleDescription('Phone number invalid');
    await expect(phone).toHaveValue('1234567');
    await expect(canvas.getByLabelText('Zip code')).toHaveAccessibleDescription('Zip code must be 5 to 6 digits');
    await expect(canvas.getByLabelText('Zip code')).toHaveValue('97205-1234');
    await expect(args.onContinue).not.toHaveBeenCalled();
  },
};
