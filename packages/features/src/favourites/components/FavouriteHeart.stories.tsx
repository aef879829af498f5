import type { Meta, StoryObj } from '@storybook/react-vite';
import { createHandlers, demoToken } from '@storefront/api-client/msw';
import { delay, http } from 'msw';
import { expect, fn, screen } from 'storybook/test';
import { withApiPlatform } from '@storefront/storybook/decorators/withApiPlatform';
import { FavouriteHeart } from './FavouriteHeart';

const toggle = '*/mobileapi/toggleWatchlist';

const meta = {
  title: 'Features/Favourites/FavouriteHeart',
  component: FavouriteHeart,
  decorators: [withApiPlatform],
  args: { lotId: 2003, isFav: 0, buyerId: 7, onLogin: fn() },
  parameters: {
    visual: { fullViewport: true },
    platform: { token: demoToken },
    msw: { handlers: createHandlers({ toggleWatchlist: { success: 'yes', isFav: 1 } }) },
  },
} satisfies Meta<typeof FavouriteHeart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The heart adds the lot to the favourites: 'Added to Favorite'. */
export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Favorite' }));
    await expect(await screen.findByText('Added to Favorite')).toBeVisible();
  },
};

/** A favourite lot's heart removes it: 'Removed from Favorite'. */
export const Favourite: Story = {
  args: { isFav: 1 },
  parameters: { msw: { handlers: createHandlers({ toggleWatchlist: { success: 'yes', isFav: 0 } }) } },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('button', { name: 'Favorite' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Favorite' }));
    await expect(await screen.findByText('Removed from Favorite')).toBeVisible();
  },
};

/** The toggle is on its way: a second press sends nothing more. */
export const Loading: Story = {
  parameters: { msw: { handlers: [http.post(toggle, () => delay('infinite')), ...createHandlers()] } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Favorite' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Favorite' }));
    await expect(canvas.getByRole('button', { name: 'Favorite' })).toHaveAttribute('aria-pressed', 'false');
  },
};

/** The server refused: its words as a warning, the heart unchanged. */
export const Error: Story = {
  parameters: {
    msw: { handlers: createHandlers({ toggleWatchlist: { success: 'no', isFav: 0, msg: 'Lot not found.' } }) },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Favorite' }));
    await expect(await screen.findByText('Lot not found.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Favorite' })).toHaveAttribute('aria-pressed', 'false');
  },
};

/** A visitor is sent to sign in. */
export const LoggedOut: Story = {
  args: { buyerId: null },
  parameters: { platform: {} },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Favorite' }));
    await expect(args.onLogin).toHaveBeenCalled();
  },
};
