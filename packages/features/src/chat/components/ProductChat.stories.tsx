import type { Meta, StoryObj } from '@storybook/react-vite';
import { errorResponse } from '@storefront/api-client';
import { chatHistory, createHandlers, demoBuyer } from '@storefront/api-client/msw';
import { delay, http, HttpResponse } from 'msw';
import { expect, fn } from 'storybook/test';
import { withApi } from '@storefront/storybook/decorators/withApi';
import { ProductChat } from './ProductChat';

const lotId = 501;
const aboutTheLot = chatHistory.map((message) => ({ ...message, pro_id: lotId, type: 'product' }));

const meta = {
  title: 'Features/Chat/ProductChat',
  component: ProductChat,
  decorators: [withApi],
  args: { lotId, buyerId: demoBuyer.id, onLogin: fn() },
  parameters: { msw: { handlers: createHandlers({ getProductMessages: { status: 'yes', data: aboutTheLot } }) } },
} satisfies Meta<typeof ProductChat>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Ask about this lot' })).toBeVisible();
    await expect(canvas.getByText('Is local pickup possible for the 100 oz bar?')).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: createHandlers({ getProductMessages: { status: 'yes', data: [] } }) } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No Message Found')).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: {
    msw: { handlers: [http.post('*/mobileapi/get_product_messages', () => delay('infinite')), ...createHandlers()] },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading messages')).toBeInTheDocument();
  },
};

export const Error: Story = {
  parameters: {
    msw: {
      handlers: createHandlers({
        getProductMessages: () => HttpResponse.json(errorResponse('This lot does not exist.'), { status: 503 }),
      }),
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('This lot does not exist.');
  },
};

/** A visitor: asked to log in, and no conversation is fetched. */
export const SignedOut: Story = {
  args: { buyerId: null },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('heading', { name: 'Ask about this lot' })).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: 'Message' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Login to Ask' }));
    await expect(args.onLogin).toHaveBeenCalledOnce();
  },
};
