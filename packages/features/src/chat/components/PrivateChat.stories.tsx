import type { Meta, StoryObj } from '@storybook/react-vite';
import { errorResponse } from '@storefront/api-client';
import { chatHistory, createHandlers, demoBuyer } from '@storefront/api-client/msw';
import { delay, http, HttpResponse } from 'msw';
import { expect } from 'storybook/test';
import { withApi } from '@storefront/storybook/decorators/withApi';
import { PrivateChat } from './PrivateChat';

const meta = {
  title: 'Features/Chat/PrivateChat',
  component: PrivateChat,
  decorators: [withApi],
  args: { buyerId: demoBuyer.id },
  parameters: { msw: { handlers: createHandlers({ getChatHistory: { status: 'yes', data: chatHistory } }) } },
} satisfies Meta<typeof PrivateChat>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Chat with Dale Harper' })).toBeVisible();
    await expect(canvas.getByText('Yes, at our Broadway store on weekdays.')).toBeVisible();
  },
};

/** A sent message arrives back over the socket; markup in it is shown as text. */
export const Sends: Story = {
  parameters: { msw: { handlers: createHandlers({ getChatHistory: { status: 'yes', data: [] } }) } },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await expect(await canvas.findByText('No Message Found')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: /^Message/ }), 'Is the <b>1921 Morgan</b> graded?');
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(await canvas.findByText('Is the <b>1921 Morgan</b> graded?')).toBeVisible();
    await expect(canvasElement.querySelector('li b')).toBeNull();
    await expect(canvas.getByRole('textbox', { name: /^Message/ })).toHaveValue('');
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: createHandlers({ getChatHistory: { status: 'yes', data: [] } }) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No Message Found')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: {
    msw: { handlers: [http.post('*/mobileapi/get_chathistory', () => delay('infinite')), ...createHandlers()] },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading messages')).toBeInTheDocument();
  },
};

export const Error: Story = {
  parameters: {
    msw: {
      handlers: createHandlers({
        getChatHistory: () => HttpResponse.json(errorResponse('Please sign in to continue.'), { status: 503 }),
      }),
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Please sign in to continue.');
  },
};
