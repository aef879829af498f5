import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor, within } from 'storybook/test';
import { AddToCalendar } from './AddToCalendar';

const event = {
  title: 'Northwest Live Bullion & Coin Sale (live auction)',
  start: Date.UTC(2026, 11, 12, 18, 0),
  end: Date.UTC(2026, 11, 12, 21, 0),
  url: 'https://store.example.com/livelots/12/0',
  details: 'Our weekly live auction: gold and silver bullion, certified dollars and proof sets.',
};

const meta = {
  title: 'Components/Auction/AddToCalendar',
  component: AddToCalendar,
  args: { event, icsHref: '/calendar/12.ics', icsFileName: 'northwest-live-bullion-coin-sale.ics' },
  parameters: { visual: { fullViewport: true }, docs: { story: { inline: false, iframeHeight: 320 } } },
} satisfies Meta<typeof AddToCalendar>;

export default meta;
type Story = StoryObj<typeof meta>;

const linkParams = (link: HTMLElement) => new URL(link.getAttribute('href') ?? '').searchParams;

/** Open: the .ics file to download, and Google's and Outlook's new-event pages filled in, each in a new tab. */
export const Default: Story = {
  play: async ({ canvas, userEvent, step }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add to calendar' }));
    const popover = await screen.findByRole('dialog', { name: 'Add to calendar' });
    await step('the .ics file downloads under its own name', async () => {
      const file = within(popover).getByRole('link', { name: /Download \.ics file/ });
      await expect(file).toHaveAttribute('href', '/calendar/12.ics');
      await expect(file).toHaveAttribute('download', 'northwest-live-bullion-coin-sale.ics');
    });
    await step("Google's link carries the title, the times in UTC and the room", async () => {
      const google = within(popover).getByRole('link', { name: 'Google Calendar (opens in a new tab)' });
      await expect(google).toHaveAttribute('target', '_blank');
      await expect(google.getAttribute('href')).toMatch(/^https:\/\/calendar\.google\.com\/calendar\/render\?/);
      await expect(linkParams(google).get('text')).toBe(event.title);
      await expect(linkParams(google).get('dates')).toBe('20261212T180000Z/20261212T210000Z');
      await expect(linkParams(google).get('location')).toBe(event.url);
    });
    await step("Outlook's link carries the same", async () => {
      const outlook = within(popover).getByRole('link', { name: 'Outlook.com (opens in a new tab)' });
      await expect(linkParams(outlook).get('subject')).toBe(event.title);
      await expect(linkParams(outlook).get('startdt')).toBe('2026-12-12T18:00:00Z');
      await expect(linkParams(outlook).get('enddt')).toBe('2026-12-12T21:00:00Z');
      await expect(linkParams(outlook).get('body')).toContain(event.url);
    });
  },
};

/** By keyboard: Enter opens it (the panel takes the focus), Tab walks the three choices, Escape closes it back onto the button. */
export const Keyboard: Story = {
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Add to calendar' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const popover = await screen.findByRole('dialog', { name: 'Add to calendar' });
    await waitFor(() => expect(popover).toHaveFocus());
    await userEvent.tab();
    await expect(within(popover).getByRole('link', { name: /Download \.ics file/ })).toHaveFocus();
    await userEvent.tab();
    await expect(within(popover).getByRole('link', { name: /Google Calendar/ })).toHaveFocus();
    await userEvent.tab();
    await expect(within(popover).getByRole('link', { name: /Outlook\.com/ })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

/** On a phone the choices stay on the screen, each a full-size touch target. */
export const Mobile: Story = {
  globals: { viewport: { value: 'smallPhone', isRotated: false } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add to calendar' }));
    const popover = await screen.findByRole('dialog', { name: 'Add to calendar' });
    await waitFor(() => expect(popover.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth - 8));
    for (const link of within(popover).getAllByRole('link')) {
      await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    }
  },
};
