import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { ResultsToolbar } from './ResultsToolbar';

const meta = {
  title: 'Components/Navigation/ResultsToolbar',
  component: ResultsToolbar,
  args: {
    total: 184,
    page: 1,
    pageSizeOptions: [10, 20, 30],
    defaultPageSize: 10,
    onPageSizeChange: fn(),
    onViewChange: fn(),
    onSortChange: fn(),
  },
} satisfies Meta<typeof ResultsToolbar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, userEvent, step }) => {
    const count = canvas.getByRole('status');
    await expect(count).toHaveTextContent('Showing 1–10 of 184 results');
    await step('results per page offers the listing sizes and updates the count', async () => {
      const perPage = canvas.getByRole('combobox', { name: 'Results per page' });
      const sizes = within(perPage)
        .getAllByRole('option')
        .map((option) => option.textContent);
      await expect(sizes).toEqual(['10', '20', '30']);
      await userEvent.selectOptions(perPage, '20');
      await expect(args.onPageSizeChange).toHaveBeenCalledWith(20);
      await expect(count).toHaveTextContent('Showing 1–20 of 184 results');
    });
    await step('Sort By reports the API sort code', async () => {
      const sortBy = canvas.getByRole('combobox', { name: 'Sort By' });
      await expect(sortBy).toHaveDisplayValue('Oldest');
      await userEvent.selectOptions(sortBy, 'Recent');
      await expect(args.onSortChange).toHaveBeenCalledWith(2);
    });
    await step('the view toggle presses one view at a time', async () => {
      const grid = canvas.getByRole('button', { name: 'Grid view' });
      const list = canvas.getByRole('button', { name: 'List view' });
      await expect(canvas.getByRole('group', { name: 'View' })).toContainElement(grid);
      await expect(grid).toHaveAttribute('aria-pressed', 'true');
      await userEvent.click(list);
      await expect(args.onViewChange).toHaveBeenCalledWith('list');
      await expect(list).toHaveAttribute('aria-pressed', 'true');
      await expect(grid).toHaveAttribute('aria-pressed', 'false');
      await userEvent.click(list);
      await expect(list).toHaveAttribute('aria-pressed', 'true');
      await expect(args.onViewChange).toHaveBeenCalledTimes(1);
    });
  },
};

export const ListView: Story = {
  args: {
    total: 248,
    page: 3,
    pageSizeOptions: [20, 40, 100],
    defaultPageSize: 20,
    defaultView: 'list',
    sortable: false,
    sticky: true,
  },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Showing 41–60 of 248 results');
    await expect(canvas.queryByRole('combobox', { name: 'Sort By' })).not.toBeInTheDocument();
    const toolbar = canvas.getByRole('group', { name: 'View' }).closest('[data-sticky]') as HTMLElement;
    await expect(getComputedStyle(toolbar).position).toBe('sticky');
    const grid = canvas.getByRole('button', { name: 'Grid view' });
    await expect(canvas.getByRole('button', { name: 'List view' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.tab();
    await expect(grid).toHaveFocus();
    await expect(getComputedStyle(grid).outlineStyle).toBe('solid');
    await userEvent.keyboard(' ');
    await expect(grid).toHaveAttribute('aria-pressed', 'true');
    await expect(args.onViewChange).toHaveBeenCalledWith('grid');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onViewChange).toHaveBeenLastCalledWith('list');
  },
};

export const WithoutSort: Story = {
  args: { total: 7, sortable: false, defaultPageSize: 30 },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.queryByRole('combobox', { name: 'Sort By' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('status')).toHaveTextContent('Showing 1–7 of 7 results');
    const perPage = canvas.getByRole('combobox', { name: 'Results per page' });
    await expect(perPage).toHaveValue('30');
    await userEvent.selectOptions(perPage, '10');
    await expect(args.onPageSizeChange).toHaveBeenCalledWith(10);
    await expect(canvas.getByRole('status')).toHaveTextContent('Showing 1–7 of 7 results');
  },
};

export const Mobile: Story = {
  args: { total: 1, pageSizeOptions: [20, 40, 100], defaultPageSize: 20 },
  globals: { viewport: { value: 'smallPhone', isRotated: false } },
  play: async ({ canvas, userEvent }) => {
    const count = canvas.getByRole('status');
    await expect(count).toHaveTextContent('Showing 1–1 of 1 result');
    const perPage = canvas.getByRole('combobox', { name: 'Results per page' });
    const sortBy = canvas.getByRole('combobox', { name: 'Sort By' });
    await expect(count.getBoundingClientRect().bottom).toBeLessThanOrEqual(perPage.getBoundingClientRect().top);
    await expect(sortBy.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await expect((perPage.parentElement as HTMLElement).getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await userEvent.click(canvas.getByRole('button', { name: 'List view' }));
    await expect(canvas.getByRole('button', { name: 'List view' })).toHaveAttribute('aria-pressed', 'true');
  },
};
