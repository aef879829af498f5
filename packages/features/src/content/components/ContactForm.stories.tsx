import type { Meta, StoryObj } from '@storybook/react-vite';
import { createHandlers } from '@storefront/api-client/msw';
import { delay, http } from 'msw';
import { useState } from 'react';
import { expect, waitFor, within } from 'storybook/test';
import { withApi } from '@storefront/storybook/decorators/withApi';
import { ContactForm } from './ContactForm';
import type { Sender } from './senderStart';

const meta = {
  title: 'Features/Content/ContactForm',
  component: ContactForm,
  decorators: [withApi],
  parameters: { msw: { handlers: createHandlers() }, visual: { fullViewport: true } },
} satisfies Meta<typeof ContactForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const notifications = () => within(document.body).getByRole('region', { name: 'Notifications' });

type Play = NonNullable<Story['play']>;
type PlayContext = Parameters<Play>[0];

/** Writes the message, sends the form, and dismisses the spec's success message once it shows. */
async function sendMessage(canvas: PlayContext['canvas'], userEvent: PlayContext['userEvent']) {
  await userEvent.type(canvas.getByLabelText(/^Message/), 'Do you buy pre-1933 gold?');
  await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
  await expect(await within(notifications()).findByText('Data sent successfully')).toBeVisible();
  await userEvent.click(within(notifications()).getByRole('button', { name: 'Dismiss' }));
  await waitFor(() => expect(within(notifications()).queryByText('Data sent successfully')).toBeNull());
}

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText(/^Name/), 'Dale Rivers');
    await userEvent.type(canvas.getByLabelText(/^Email/), 'dale@example.com');
    await userEvent.type(canvas.getByLabelText(/^Phone Number/), '5035550100');
    await sendMessage(canvas, userEvent);
    await expect(canvas.getByLabelText(/^Name/)).toHaveValue('');
  },
};

const grace: Sender = {
  first_name: 'Grace',
  last_name: 'Miller',
  email: 'grace.miller@example.com',
  phone: '5035550111',
};

export const SignedIn: Story = {
  args: { sender: grace },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByLabelText(/^Name/)).toHaveValue('Grace Miller');
    await expect(canvas.getByLabelText(/^Email/)).toHaveValue('grace.miller@example.com');
    await expect(canvas.getByLabelText(/^Phone Number/)).toHaveValue('5035550111');
    await sendMessage(canvas, userEvent);
    await expect(canvas.getByLabelText(/^Message/)).toHaveValue('');
    await expect(canvas.getByLabelText(/^Name/)).toHaveValue('Grace Miller');
  },
};

/** Details the form's rules would refuse are left for the buyer to write: the form never starts with an error. */
export const SignedInDetailsRefused: Story = {
  args: { sender: { first_name: 'Seán', last_name: "O'Neill", email: 'sean@example.com', phone: '+44 20 7946 0958' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(/^Name/)).toHaveValue('');
    await expect(canvas.getByLabelText(/^Email/)).toHaveValue('sean@example.com');
    await expect(canvas.getByLabelText(/^Phone Number/)).toHaveValue('');
  },
};

function SignsInWhileTyping() {
  const [sender, setSender] = useState<Sender>();
  return (
    <>
      <button type="button" onClick={() => setSender(grace)}>
        Details arrive
      </button>
      <ContactForm sender={sender} />
    </>
  );
}

/** The buyer's details arrive after they began to write: what they typed stays, the rest fills in. */
export const DetailsArriveLate: Story = {
  render: () => <SignsInWhileTyping />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText(/^Name/), 'Grace M');
    await userEvent.click(canvas.getByRole('button', { name: 'Details arrive' }));
    await expect(canvas.getByLabelText(/^Email/)).toHaveValue('grace.miller@example.com');
    await expect(canvas.getByLabelText(/^Name/)).toHaveValue('Grace M');
  },
};

export const Invalid: Story = {
  play: async ({ canvas, userEvent, step }) => {
    await step('empty', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
      await expect(canvas.getAllByText('Required!')).toHaveLength(2);
      await expect(canvas.getByText('Enter your Email Id')).toBeVisible();
      await expect(canvas.getByText('Please Enter Message')).toBeVisible();
    });
    await step('typing in a field takes its message away, and only its own', async () => {
      await userEvent.type(canvas.getByLabelText(/^Name/), 'Dale 3rd');
      await expect(canvas.getAllByText('Required!')).toHaveLength(1);
      await expect(canvas.getByText('Enter your Email Id')).toBeVisible();
      await expect(canvas.getByText('Please Enter Message')).toBeVisible();
    });
    await step('digits in the name and letters or signs in the phone are blocked as they are typed', async () => {
      await expect(canvas.getByLabelText(/^Name/)).toHaveValue('Dale rd');
      await userEvent.type(canvas.getByLabelText(/^Phone Number/), '503-555 ext');
      await expect(canvas.getByLabelText(/^Phone Number/)).toHaveValue('503555');
    });
    await step('wrong', async () => {
      await userEvent.type(canvas.getByLabelText(/^Email/), 'dale@');
      await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
      await expect(canvas.getByText('Please enter valid Email')).toBeVisible();
      await expect(canvas.queryByText('only alphabets are allowed')).toBeNull();
      await expect(canvas.queryByText('Enter valid number')).toBeNull();
    });
  },
};

export const Sending: Story = {
  parameters: {
    msw: {
      handlers: [http.post('*/mobileapi/send_contactus', () => delay('infinite')), ...createHandlers()],
    },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText(/^Name/), 'Dale Rivers');
    await userEvent.type(canvas.getByLabelText(/^Email/), 'dale@example.com');
    await userEvent.type(canvas.getByLabelText(/^Phone Number/), '5035550100');
    await userEvent.type(canvas.getByLabelText(/^Message/), 'Do you buy pre-1933 gold?');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(canvas.getByRole('button', { name: 'Submit' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const Refused: Story = {
  parameters: {
    msw: {
      handlers: createHandlers({ sendContactUs: { success: 'no', message: 'Please try again later.' } }),
    },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText(/^Name/), 'Dale Rivers');
    await userEvent.type(canvas.getByLabelText(/^Email/), 'dale@example.com');
    await userEvent.type(canvas.getByLabelText(/^Phone Number/), '5035550100');
    await userEvent.type(canvas.getByLabelText(/^Message/), 'Do you buy pre-1933 gold?');
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    await expect(await within(notifications()).findByText('Please try again later.')).toBeVisible();
    await userEvent.click(within(notifications()).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(within(notifications()).queryByText('Please try again later.')).toBeNull());
    await expect(canvas.getByLabelText(/^Name/)).toHaveValue('Dale Rivers');
  },
};
