import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { http, HttpResponse } from 'msw';
import { accountHandlers, storyCardProvider, withAccountApi } from '../stories/withAccountApi';
import { withSignupMemory } from '../stories/withSignupMemory';
import { CardDetailsForm } from './CardDetailsForm';

const password = 'Gold#Coin9';

/** Step 1 as the tab keeps it: no password. */
const stepOne = {
  first_name: 'Mary Ann',
  last_name: "O'Neil",
  email: 'mary.oneil@example.com',
  phone: { country: 'US', number: '2055550123' },
  address1: '1 Dexter Ave',
  address2: '',
  city: 'Montgomery',
  state: 'Alabama',
  country: 'United States',
  zip: '36104',
};

const meta = {
  title: 'Features/Account/CardDetailsForm',
  component: CardDetailsForm,
  decorators: [withAccountApi, withSignupMemory],
  args: { cardProvider: storyCardProvider, onBack: fn(), onRegistered: fn() },
  beforeEach: () => {
    sessionStorage.setItem('signup-details', JSON.stringify(stepOne));
    return () => sessionStorage.clear();
  },
  parameters: {
    msw: { handlers: accountHandlers() },
    visual: { fullViewport: true },
    signupPasswords: { password, confirm_password: password },
  },
} satisfies Meta<typeof CardDetailsForm>;

export default meta;
type Story = StoryObj<typeof meta>;

type Play = Parameters<NonNullable<Story['play']>>[0];
const fillCard = async ({ canvas, userEvent }: Play, number: string) => {
  await userEvent.type(canvas.getByLabelText('Card Number'), number);
  await userEvent.type(canvas.getByLabelText('Name on Card'), 'Mary Ann ONeil');
  await userEvent.type(canvas.getByLabelText('Expiry Month'), '12');
  await userEvent.type(canvas.getByLabelText('Expiry Year'), '2031');
  await userEvent.type(canvas.getByLabelText('CVV'), '123');
  await userEvent.click(canvas.getByRole('button', { name: 'Register' }));
};

/** The card's rules with their messages. */
export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByLabelText('Card Number'), '4242 4242 4242');
    await userEvent.type(canvas.getByLabelText('Name on Card'), 'M4ry');
    await userEvent.type(canvas.getByLabelText('Expiry Month'), '13');
    await userEvent.type(canvas.getByLabelText('CVV'), '12');
    await userEvent.click(canvas.getByRole('button', { name: 'Register' }));
    await expect(canvas.getByLabelText('Card Number')).toHaveAccessibleDescription(
      'Card number must be 15 to 16 digits',
    );
    await expect(canvas.getByLabelText('Name on Card')).toHaveAccessibleDescription(
      'Only letters and spaces are allowed',
    );
    await expect(canvas.getByLabelText('Expiry Month')).toHaveAccessibleDescription('Not a valid expiration date');
    await expect(canvas.getByLabelText('Expiry Year')).toHaveAccessibleDescription('Not a valid expiration date');
    await expect(canvas.getByLabelText('CVV')).toHaveAccessibleDescription('Invalid Cvv');
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await expect(args.onBack).toHaveBeenCalledOnce();
  },
};

/** The card goes to the provider, its customer id to the registration: 'Thanks for Registration'. */
const registrations: unknown[] = [];

export const Registered: Story = {
  parameters: {
    msw: {
      handlers: accountHandlers({
        register: ({ body }) => {
          registrations.push(body);
          return { success: 'yes', message: 'Thanks for Registration' };
        },
      }),
    },
  },
  play: async (context) => {
    registrations.length = 0;
    await fillCard(context, '4242 4242 4242 4242');
    await waitFor(() => expect(context.args.onRegistered).toHaveBeenCalledOnce());
    await expect(
      await context.canvas.findByText('Thanks for Registration', undefined, { container: document.body }),
    ).toBeVisible();
    await expect(
      context.canvas.getByText(`Open the link we e-mailed to ${stepOne.email} to activate your account.`),
    ).toBeVisible();
    await expect(JSON.stringify(registrations)).not.toContain('4242');
    await expect(registrations[0]).toMatchObject({
      email: stepOne.email,
      password,
      role: 'buyer',
      card_paymentid: expect.any(String),
    });
    await expect(context.canvas.queryByLabelText('Password')).toBeNull();
    await expect(sessionStorage.getItem('signup-details')).toBeNull();
  },
};

/** The provider declines the card: its message in an error toast; the buyer stays. */
export const Declined: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post('*/api/customer/source/create', () =>
          HttpResponse.json({ error: { type: 'card_error', message: 'Your card was declined.' } }, { status: 402 }),
        ),
        ...accountHandlers(),
      ],
    },
  },
  play: async (context) => {
    await fillCard(context, '4000 0000 0000 0002');
    await expect(
      await context.canvas.findByText('Your card was declined.', undefined, { container: document.body }),
    ).toBeVisible();
    await expect(context.args.onRegistered).not.toHaveBeenCalled();
  },
};

/** Step 2 opened without step 1 (another tab, a bookmark): the buyer is sent to the details first. */
export const WithoutDetails: Story = {
  beforeEach: () => sessionStorage.clear(),
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText('Your details come first')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Go to personal details' }));
    await expect(args.onBack).toHaveBeenCalledOnce();
  },
};

/** Step 2 reloaded: step 1's other values are kept, its password is not, so it is asked for again (same rules). */
export const AfterReload: Story = {
  parameters: {
    signupPasswords: null,
    msw: {
      handlers: accountHandlers({
        register: ({ body }) => {
          registrations.push(body);
          return { success: 'yes', message: 'Thanks for Registration' };
        },
      }),
    },
  },
  play: async (context) => {
    const { canvas, userEvent, args } = context;
    registrations.length = 0;
    await expect(
      canvas.getByText('For your security your password is not kept when this page reloads. Please enter it again.'),
    ).toBeVisible();
    await expect(canvas.getByText(stepOne.email)).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Password'), 'gold#coin');
    await userEvent.type(canvas.getByLabelText('Confirm password'), 'Gold#Coin8');
    await fillCard(context, '4242 4242 4242 4242');
    await expect(canvas.getByLabelText('Password')).toHaveAccessibleDescription(
      'Password must contain an uppercase letter',
    );
    await expect(args.onRegistered).not.toHaveBeenCalled();
    await userEvent.clear(canvas.getByLabelText('Password'));
    await userEvent.type(canvas.getByLabelText('Password'), password);
    await userEvent.click(canvas.getByRole('button', { name: 'Register' }));
    await expect(canvas.getByLabelText('Confirm password')).toHaveAccessibleDescription('Passwords must match');
    await userEvent.clear(canvas.getByLabelText('Confirm password'));
    await userEvent.type(canvas.getByLabelText('Confirm password'), password);
    await userEvent.click(canvas.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(args.onRegistered).toHaveBeenCalledOnce());
    await expect(registrations[0]).toMatchObject({ email: stepOne.email, password });
  },
};
