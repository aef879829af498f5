import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { navigate, recordLinks } from '../LinkProvider/stories/recordLinks';
import { Pagination } from './Pagination';

const pageNumbers = (root: HTMLElement) =>
  Array.from(root.querySelectorAll<HTMLElement>('[data-layout] [aria-label^="Page "]'))
    .filter((control) => control.checkVisibility())
    .map((control) => control.textContent);

const meta = {
  title: 'Components/Navigation/Pagination',
  component: Pagination,
  args: { pageCount: 10, defaultPage: 5, onPageChange: fn() },
  argTypes: { hrefForPage: { control: false } },
  decorators: [recordLinks],
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, userEvent, step }) => {
    const nav = canvas.getByRole('navigation', { name: 'Pagination' });
    await step('the current page is marked and surrounded by its neighbours', async () => {
      await expect(canvas.getByRole('button', { name: 'Page 5' })).toHaveAttribute('aria-current', 'page');
      await expect(pageNumbers(nav)).toEqual(['1', '4', '5', '6', '10']);
    });
    await step('Next moves one page on', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
      await expect(args.onPageChange).toHaveBeenLastCalledWith(6);
      await expect(canvas.getByRole('button', { name: 'Page 6' })).toHaveAttribute('aria-current', 'page');
      await expect(canvas.getByRole('button', { name: 'Page 5' })).not.toHaveAttribute('aria-current');
    });
    await step('a page number jumps to that page', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Page 1' }));
      await expect(args.onPageChange).toHaveBeenLastCalledWith(1);
      await expect(pageNumbers(nav)).toEqual(['1', '2', '3', '4', '5', '10']);
    });
    await step('the current page does not report a change', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Page 1' }));
      await expect(args.onPageChange).toHaveBeenCalledTimes(2);
    });
  },
};

export const FirstPage: Story = {
  args: { defaultPage: 1 },
  play: async ({ args, canvas, userEvent }) => {
    const previous = canvas.getByRole('button', { name: 'Previous page' });
    await expect(previous).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await userEvent.tab();
    const first = canvas.getByRole('button', { name: 'Page 1' });
    await expect(first).toHaveFocus();
    await expect(getComputedStyle(first).outlineStyle).toBe('solid');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
    await expect(canvas.getByRole('button', { name: 'Previous page' })).toBeEnabled();
  },
};

export const LastPage: Story = {
  args: { pageCount: 19, defaultPage: 19 },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('button', { name: 'Next page' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Page 19' })).toHaveAttribute('aria-current', 'page');
    canvas.getByRole('button', { name: 'Previous page' }).focus();
    await userEvent.keyboard(' ');
    await expect(args.onPageChange).toHaveBeenCalledWith(18);
    await expect(canvas.getByRole('button', { name: 'Page 18' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('button', { name: 'Next page' })).toBeEnabled();
  },
};

export const ManyPages: Story = {
  args: {
    pageCount: 50,
    defaultPage: 25,
    hrefForPage: (page) => `/lotsearch?search=morgan+dollar&page=${page}&limit=20`,
  },
  play: async ({ args, canvas, userEvent, step }) => {
    const nav = canvas.getByRole('navigation', { name: 'Pagination' });
    await step('long ranges collapse into ellipses around the current page', async () => {
      await expect(pageNumbers(nav)).toEqual(['1', '24', '25', '26', '50']);
      const gaps = Array.from(nav.querySelectorAll('[data-layout="full"] li[aria-hidden="true"]'));
      await expect(gaps.map((gap) => gap.textContent)).toEqual(['…', '…']);
    });
    await step('pages are real links', async () => {
      const current = canvas.getByRole('link', { name: 'Page 25' });
      await expect(current).toHaveAttribute('aria-current', 'page');
      await expect(canvas.getByRole('link', { name: 'Page 50' })).toHaveAttribute(
        'href',
        '/lotsearch?search=morgan+dollar&page=50&limit=20',
      );
    });
    await step('following a link reports the page and navigates', async () => {
      await userEvent.click(canvas.getByRole('link', { name: 'Next page' }));
      await expect(navigate).toHaveBeenLastCalledWith('/lotsearch?search=morgan+dollar&page=26&limit=20');
      await expect(args.onPageChange).toHaveBeenLastCalledWith(26);
      await expect(pageNumbers(nav)).toEqual(['1', '25', '26', '27', '50']);
    });
  },
};

export const Mobile: Story = {
  args: { pageCount: 19, defaultPage: 7 },
  globals: { viewport: { value: 'smallPhone', isRotated: false } },
  play: async ({ args, canvas, userEvent }) => {
    const nav = canvas.getByRole('navigation', { name: 'Pagination' });
    await expect(pageNumbers(nav)).toEqual(['1', '7', '19']);
    const next = canvas.getByRole('button', { name: 'Next page' });
    await expect(next.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await userEvent.click(next);
    await expect(args.onPageChange).toHaveBeenCalledWith(8);
    await expect(pageNumbers(nav)).toEqual(['1', '8', '19']);
    await expect(nav.scrollWidth).toBeLessThanOrEqual(nav.clientWidth);
  },
};
