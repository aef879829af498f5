import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { navigate, recordLinks } from '../LinkProvider/stories/recordLinks';
import { MobileBar } from './MobileBar';

const meta = {
  title: 'Components/Navigation/MobileBar',
  component: MobileBar,
  args: { currentPath: '/dashboard' },
  decorators: [recordLinks],
  parameters: { visual: { fullViewport: true } },
} satisfies Meta<typeof MobileBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  globals: { viewport: { value: 'smallPhone', isRotated: false } },
  play: async ({ canvas, userEvent, step }) => {
    const bar = canvas.getByRole('navigation', { name: 'Mobile' });
    const links = within(bar).getAllByRole('link');

    await step('sits across the bottom of the screen with the four items', async () => {
      await expect(bar).toBeVisible();
      await expect(links.map((link) => link.textContent)).toEqual(['Home', 'Auction', 'Dashboard', 'Profile']);
      const box = bar.getBoundingClientRect();
      await expect(Math.round(box.bottom)).toBe(window.innerHeight);
      await expect(Math.round(box.width)).toBe(document.documentElement.clientWidth);
    });

    await step('keeps as much room at the end of the page as it covers', async () => {
      const room = bar.previousElementSibling as HTMLElement;
      await expect(room).toHaveAttribute('aria-hidden', 'true');
      await expect(room.getBoundingClientRect().height).toBeGreaterThanOrEqual(bar.getBoundingClientRect().height);
    });

    await step('marks the current item only', async () => {
      const current = within(bar).getByRole('link', { name: 'Dashboard' });
      await expect(current).toHaveAttribute('aria-current', 'page');
      await expect(links.filter((link) => link.hasAttribute('aria-current'))).toHaveLength(1);
    });

    await step('the keyboard reaches each item with a visible focus ring', async () => {
      await userEvent.tab();
      await expect(links[0]).toHaveFocus();
      await expect(getComputedStyle(links[0] as Element).outlineStyle).toBe('solid');
      await userEvent.tab();
      await expect(links[1]).toHaveFocus();
    });

    await step('items go through the link component', async () => {
      await userEvent.click(within(bar).getByRole('link', { name: 'Profile' }));
      await expect(navigate).toHaveBeenLastCalledWith('/Dashboard/Profile');
    });
  },
};

export const HiddenOnDesktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  parameters: { visual: { fullViewport: false } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('navigation', { name: 'Mobile' })).not.toBeInTheDocument();
    const bar = canvas.getByRole('navigation', { hidden: true });
    await expect(bar).toHaveAttribute('aria-label', 'Mobile');
    await expect(bar).not.toBeVisible();
  },
};
