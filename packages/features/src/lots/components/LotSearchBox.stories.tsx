import type { Meta, StoryObj } from '@storybook/react-vite';
import { createHandlers } from '@storefront/api-client/msw';
import { delay, http, HttpResponse } from 'msw';
import { expect, fn, waitFor } from 'storybook/test';
import { withApiPlatform } from '@storefront/storybook/decorators/withApiPlatform';
import { LotSearchBox } from './LotSearchBox';

const keywords = '*/mobileapi/get_search_keyword_title';
const options = (canvasElement: HTMLElement) => [...canvasElement.querySelectorAll('datalist option')];

const meta = {
  title: 'Features/Lots/LotSearchBox',
  component: LotSearchBox,
  decorators: [withApiPlatform],
  args: { search: '', onSearch: fn() },
  parameters: { msw: { handlers: createHandlers() } },
} satisfies Meta<typeof LotSearchBox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Titles are suggested as the buyer types; Enter searches. */
export const Default: Story = {
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('Search lots'), 'eagle');
    await waitFor(() => expect(options(canvasElement).length).toBeGreaterThan(0));
    await userEvent.keyboard('{Enter}');
    await expect(args.onSearch).toHaveBeenCalledWith('eagle');
  },
};

/** Suggestions on their way: the search still works. */
export const Loading: Story = {
  parameters: { msw: { handlers: [http.post(keywords, () => delay('infinite')), ...createHandlers()] } },
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('Search lots'), 'eagle');
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await expect(args.onSearch).toHaveBeenCalledWith('eagle');
    await expect(options(canvasElement)).toHaveLength(0);
  },
};

/** Nothing matches: no suggestions. */
export const Empty: Story = {
  parameters: { msw: { handlers: createHandlers({ getSearchKeywordTitle: { success: 'yes', results: [] } }) } },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('Search lots'), 'zinc');
    await new Promise((resolve) => setTimeout(resolve, 400));
    await expect(options(canvasElement)).toHaveLength(0);
  },
};

/** The suggestion call failed: the spec's search fails silently, the box keeps working. */
export const Error: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post(keywords, () => HttpResponse.json({ status: 'no', message: 'Server error.' }, { status: 500 })),
        ...createHandlers(),
      ],
    },
  },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('Search lots'), 'eagle{Enter}');
    await expect(args.onSearch).toHaveBeenCalledWith('eagle');
  },
};
