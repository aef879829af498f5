import type { Meta, StoryObj } from '@storybook/react-vite';
import { errorResponse } from '@storefront/api-client';
import { createHandlers, storeDetails } from '@storefront/api-client/msw';
import { delay, http, HttpResponse } from 'msw';
import { expect } from 'storybook/test';
import { withApi } from '@storefront/storybook/decorators/withApi';
import { StoreTerms } from './StoreTerms';

const meta = {
  title: 'Features/Content/StoreTerms',
  component: StoreTerms,
  decorators: [withApi],
  parameters: { msw: { handlers: createHandlers() } },
} satisfies Meta<typeof StoreTerms>;

export default meta;
type Story = StoryObj<typeof meta>;

const withTerms = (terms_condition: string) =>
  createHandlers({ getStoreDetails: { status: 'success', data: { ...storeDetails, terms_condition } } });

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Terms and Conditions' })).toBeVisible();
  },
};

/** A script, an event handler and a javascript: link in the store's HTML render as nothing. */
export const ScriptPayload: Story = {
  parameters: {
    msw: {
      handlers: withTerms(
        '<p>Safe clause</p><script>window.__storyTerms = 1</script>' +
          '<img src="/missing.png" alt="" onerror="window.__storyTerms = 2">' +
          '<a href="javascript:window.__storyTerms = 3">Tricky link</a>',
      ),
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByText('Safe clause')).toBeVisible();
    await expect(canvasElement.querySelector('script, [onerror]')).toBeNull();
    await expect(canvas.getByText('Tricky link')).not.toHaveAttribute('href');
    await expect((window as { __storyTerms?: number }).__storyTerms).toBeUndefined();
  },
};

/** CSS in the store's HTML (a style sheet, a style attribute) renders as nothing; its text stays. */
export const StylePayload: Story = {
  parameters: {
    msw: {
      handlers: withTerms(
        '<style>body { display: none }</style>' +
          '<p style="background: url(javascript:window.__storyTerms = 4); position: fixed; inset: 0">Styled clause</p>',
      ),
    },
  },
  play: async ({ canvas }) => {
    const clause = await canvas.findByText('Styled clause');
    await expect(clause).toBeVisible();
    await expect(clause).not.toHaveAttribute('style');
    await expect(clause.parentElement?.querySelector('style')).toBeNull();
  },
};

export const Loading: Story = {
  parameters: {
    msw: { handlers: [http.post('*/api/storeDetails', () => delay('infinite')), ...createHandlers()] },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading the terms')).toBeInTheDocument();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: withTerms('') } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('No Data Found')).toBeVisible();
  },
};

export const Error: Story = {
  parameters: {
    msw: {
      handlers: createHandlers({
        getStoreDetails: () => HttpResponse.json(errorResponse('The store is not available.'), { status: 503 }),
      }),
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The store is not available.');
  },
};
