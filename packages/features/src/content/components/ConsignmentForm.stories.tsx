import type { Meta, StoryObj } from '@storybook/react-vite';
import { createHandlers } from '@storefront/api-client/msw';
import { CONSIGNMENT_SENT } from '@storefront/domain';
import { delay, http } from 'msw';
import { expect, fireEvent, waitFor, within } from 'storybook/test';
import { withApi } from '@storefront/storybook/decorators/withApi';
import { ConsignmentForm } from './ConsignmentForm';

const meta = {
  title: 'Features/Content/ConsignmentForm',
  component: ConsignmentForm,
  decorators: [withApi],
  parameters: {
    msw: { handlers: createHandlers() },
    visual: { fullViewport: true },
  },
} satisfies Meta<typeof ConsignmentForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const notifications = () => within(document.body).getByRole('region', { name: 'Notifications' });

/** One white pixel: a real PNG for the picture field. */
const pixel = () =>
  new File(
    [
      Uint8Array.from(
        atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8/5+hHgAHggJ/PchI7wAAAABJRU5ErkJggg=='),
        (character) => character.charCodeAt(0),
      ),
    ],
    'morgan.png',
    { type: 'image/png' },
  );

export const Default: Story = {
  parameters: { platform: { toastsExpire: true } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText(/^Name/), 'Dale');
    await userEvent.type(canvas.getByLabelText(/^Email/), 'dale@example.com');
    await userEvent.type(canvas.getByLabelText(/^Phone Number/), '5035550100');
    await userEvent.type(canvas.getByLabelText(/^What would you like/), 'A roll of Morgan dollars.');
    await userEvent.upload(canvas.getByLabelText(/^Picture 1/), pixel());
    await expect(await canvas.findByRole('img', { name: 'Preview of morgan.png' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Send Inquiry' }));
    await expect(await within(notifications()).findByText(CONSIGNMENT_SENT)).toBeVisible();
    // A success toast leaves on its own within 3 s (spec 000 §9: 1.5 to 3 s).
    await waitFor(() => expect(within(notifications()).queryByText(CONSIGNMENT_SENT)).toBeNull(), { timeout: 3500 });
    await expect(canvas.getByLabelText(/^Name/)).toHaveValue('');
  },
};

/** A signed-in buyer starts with their first name (the form's name is one word), e-mail and phone. */
export const SignedIn: Story = {
  args: {
    sender: { first_name: 'Grace', last_name: 'Miller', email: 'grace.miller@example.com', phone: '5035550111' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(/^Name/)).toHaveValue('Grace');
    await expect(canvas.getByLabelText(/^Email/)).toHaveValue('grace.miller@example.com');
    await expect(canvas.getByLabelText(/^Phone Number/)).toHaveValue('5035550111');
    await expect(canvas.getByLabelText(/^What would you like/)).toHaveValue('');
  },
};

export const Invalid: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText(/^Name/), 'Dale Rivers');
    // The picker offers images only; a file dropped or picked past that filter is still refused.
    fireEvent.change(canvas.getByLabelText(/^Picture 1/), {
      target: { files: [new File(['%PDF-1.7'], 'coins.pdf', { type: 'application/pdf' })] },
    });
    await userEvent.click(canvas.getByRole('button', { name: 'Send Inquiry' }));
    await expect(canvas.getByText('only alphabets are allowed')).toBeVisible();
    await expect(canvas.getByText('Enter your Email Id')).toBeVisible();
    await expect(canvas.getByText('Required!')).toBeVisible();
    await expect(canvas.getByText('Please Enter Message')).toBeVisible();
    await expect(canvas.getByText('Invalid file type. Please upload an image.')).toBeVisible();
  },
};

export const Sending: Story = {
  parameters: {
    msw: {
      handlers: [http.post('*/mobileapi/consignmentInquiry', () => delay('infinite')), ...createHandlers()],
    },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText(/^Name/), 'Dale');
    await userEvent.type(canvas.getByLabelText(/^Email/), 'dale@example.com');
    await userEvent.type(canvas.getByLabelText(/^Phone Number/), '5035550100');
    await userEvent.type(canvas.getByLabelText(/^What would you like/), 'A roll of Morgan dollars.');
    await userEvent.click(canvas.getByRole('button', { name: 'Send Inquiry' }));
    await expect(canvas.getByRole('button', { name: 'Send Inquiry' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const Refused: Story = {
  parameters: {
    msw: {
      handlers: createHandlers({
        sendConsignmentInquiry: { success: 'no', message: 'Invalid file type. Please upload an image.' },
      }),
    },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText(/^Name/), 'Dale');
    await userEvent.type(canvas.getByLabelText(/^Email/), 'dale@example.com');
    await userEvent.type(canvas.getByLabelText(/^Phone Number/), '5035550100');
    await userEvent.type(canvas.getByLabelText(/^What would you like/), 'A roll of Morgan dollars.');
    await userEvent.click(canvas.getByRole('button', { name: 'Send Inquiry' }));
    await expect(await within(notifications()).findByText('Invalid file type. Please upload an image.')).toBeVisible();
    await userEvent.click(within(notifications()).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() =>
      expect(within(notifications()).queryByText('Invalid file type. Please upload an image.')).toBeNull(),
    );
    await expect(canvas.getByLabelText(/^Name/)).toHaveValue('Dale');
  },
};
