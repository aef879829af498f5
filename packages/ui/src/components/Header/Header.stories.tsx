import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { morganDollarImage } from '../LotCard/stories/images';
import { expect, fn, waitFor, within } from 'storybook/test';
import { Header } from './Header';
import { navigate, recordLinks } from '../LinkProvider/stories/recordLinks';
import type { HeaderMenuItem, SearchSuggestion } from './types';

/** A drop-down's trigger once its menu code has loaded (the header loads the menus lazily). */
const loadedMenuTrigger = (scope: ReturnType<typeof within>, name: string) =>
  waitFor(() => {
    const trigger = scope.getByRole('button', { name });
    expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    return trigger;
  });

const storeMenu: HeaderMenuItem[] = [
  {
    label: 'Bullion',
    href: '/search?cat_id=2',
    children: [
      { label: 'Gold Bullion', href: '/search?cat_id=2&sub_cat_id=10' },
      { label: 'Silver Bullion', href: '/search?cat_id=2&sub_cat_id=11' },
      { label: 'Platinum & Palladium', href: '/search?cat_id=2&sub_cat_id=12' },
    ],
  },
  {
    label: 'Coins',
    href: '/search?cat_id=3',
    children: [
      {
        label: 'US Coins',
        href: '/search?cat_id=3&sub_cat_id=20',
        children: [
          { label: 'Morgan Dollars', href: '/search?cat_id=3&sub_cat_id=21' },
          { label: 'Peace Dollars', href: '/search?cat_id=3&sub_cat_id=22' },
        ],
      },
      { label: 'World Coins', href: '/search?cat_id=3&sub_cat_id=30' },
      { label: 'Certified Coins', href: '/search?cat_id=3&sub_cat_id=40' },
    ],
  },
  { label: 'Currency', href: '/search?cat_id=4' },
];

const catalogue: SearchSuggestion[] = [
  { title: '1881-S Morgan Dollar MS-64', sku: 'MOR-1881S-64' },
  { title: '1884-CC Morgan Dollar GSA Hoard MS-63', sku: 'MOR-1884CC-63' },
  { title: '1921 Morgan Dollar VF-30', sku: 'MOR-1921-30' },
  { title: '1923 Peace Dollar MS-63', sku: 'PEA-1923-63' },
  { title: '2024 American Silver Eagle 1 oz BU', sku: 'ASE-2024-BU' },
];

const suggestionsFor = (value: string) => {
  const query = value.trim().toLowerCase();
  return query ? catalogue.filter((suggestion) => suggestion.title.toLowerCase().includes(query)) : [];
};

const expectVisibleFocus = async (element: Element) => {
  await expect(element).toHaveFocus();
  await expect(getComputedStyle(element).outlineStyle).toBe('solid');
  await expect(getComputedStyle(element).outlineWidth).toBe('3px');
};

const meta = {
  title: 'Components/Navigation/Header',
  component: Header,
  args: {
    storeName: 'Cascade Bullion & Coin',
    storeMenu,
    currentPath: '/',
    onLogout: fn(),
    onMenuOpenChange: fn(),
    onSearchValueChange: fn(),
    onSuggestionSelect: fn(),
    onSearchSubmit: fn(),
  },
  decorators: [recordLinks],
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Guest: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvas, userEvent, step }) => {
    const main = within(canvas.getByRole('navigation', { name: 'Main' }));
    const account = within(canvas.getByRole('navigation', { name: 'Account' }));

    await step('shows the guest menu in the spec order, the current page marked', async () => {
      const labels = main.getAllByRole('listitem').map((item) => item.textContent);
      await expect(labels).toEqual([
        'Auctions',
        'Past Auctions',
        'Bullion',
        'Coins',
        'Currency',
        'Contact Us',
        'Terms',
      ]);
      await expect(main.getByRole('link', { name: 'Auctions' })).toHaveAttribute('aria-current', 'page');
      await expect(main.getByRole('link', { name: 'Past Auctions' })).not.toHaveAttribute('aria-current');
      await expect(account.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
      await expect(account.getByRole('link', { name: 'Register for Auction' })).toHaveAttribute('href', '/signup');
      await expect(canvas.queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();
      await expect(canvas.getByRole('button', { name: 'Menu', hidden: true })).not.toBeVisible();
      const header = canvas.getByRole('banner').getBoundingClientRect();
      const register = account.getByRole('link', { name: 'Register for Auction' }).getBoundingClientRect();
      await expect(register.right).toBeLessThanOrEqual(header.right);
      await expect(canvas.getByRole('combobox', { name: 'Search lots' }).getBoundingClientRect().width).toBeGreaterThan(
        240,
      );
    });

    await step('the keyboard reaches the brand link first, with a visible focus ring', async () => {
      await userEvent.tab();
      const brand = canvas.getByRole('link', { name: 'Cascade Bullion & Coin' });
      await expect(brand).toHaveAttribute('href', '/');
      await expectVisibleFocus(brand);
    });

    await step('links go through the link component', async () => {
      await userEvent.click(main.getByRole('link', { name: 'Past Auctions' }));
      await expect(navigate).toHaveBeenLastCalledWith('/past_auctions');
    });
  },
};

export const SignedIn: Story = {
  args: { user: { first_name: 'Margaret' }, currentPath: '/dashboard' },
  parameters: { visual: { fullViewport: true } },
  play: async ({ args, canvas, userEvent, step }) => {
    const account = within(canvas.getByRole('navigation', { name: 'Account' }));

    await step('shows Dashboard and the first name instead of Login and Register for Auction', async () => {
      await expect(account.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
      await expect(canvas.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
      await expect(canvas.queryByRole('link', { name: 'Register for Auction' })).not.toBeInTheDocument();
    });

    const profile = await loadedMenuTrigger(account, 'Margaret');
    await step('Tab follows the rows as seen: search, then the account beside it, then the menu row', async () => {
      canvas.getByRole('button', { name: 'Search' }).focus();
      await userEvent.tab();
      await expect(account.getByRole('link', { name: 'Dashboard' })).toHaveFocus();
      await userEvent.tab();
      await expect(profile).toHaveFocus();
      await userEvent.tab();
      await expect(canvas.getByRole('link', { name: 'Auctions' })).toHaveFocus();
    });

    await step('Logout from the profile menu with the keyboard', async () => {
      profile.focus();
      await expectVisibleFocus(profile);
      await userEvent.keyboard('{Enter}');
      const logout = await canvas.findByRole('menuitem', { name: 'Logout' });
      await waitFor(() => expect(logout).toHaveFocus());
      await userEvent.keyboard('{Enter}');
      await expect(args.onLogout).toHaveBeenCalledTimes(1);
      await waitFor(() => expect(canvas.queryByRole('menu')).not.toBeInTheDocument());
      await expect(profile).toHaveFocus();
    });

    await step('the menu opens again with the mouse', async () => {
      await userEvent.click(profile);
      const menu = await canvas.findByRole('menu');
      await waitFor(() => expect(menu).toBeVisible());
      await expect(profile).toHaveAttribute('aria-expanded', 'true');
    });
  },
};

/** The buyer's photo from the profile beside the first name. */
export const SignedInWithPhoto: Story = {
  args: { user: { first_name: 'Margaret', avatar: morganDollarImage } },
  play: async ({ canvas }) => {
    const account = within(canvas.getByRole('navigation', { name: 'Account' }));
    const profile = await loadedMenuTrigger(account, 'Margaret');
    const picture = profile.querySelector('img');
    await expect(picture).toHaveAttribute('src', morganDollarImage);
    await expect(picture).toHaveAttribute('alt', '');
  },
};

export const WithSubMenus: Story = {
  args: { currentPath: '/search?cat_id=2&sub_cat_id=11' },
  parameters: { visual: { fullViewport: true } },
  play: async ({ canvas, userEvent, step }) => {
    const bullion = await loadedMenuTrigger(canvas, 'Bullion');
    const coins = await loadedMenuTrigger(canvas, 'Coins');

    await step('the entry holding the current page is marked', async () => {
      await expect(bullion).toHaveAttribute('data-active');
      await expect(coins).not.toHaveAttribute('data-active');
    });

    await step('Enter opens a sub-menu, arrows move, Escape closes it back to its trigger', async () => {
      bullion.focus();
      await expectVisibleFocus(bullion);
      await userEvent.keyboard('{Enter}');
      const menu = await canvas.findByRole('menu');
      const items = within(menu).getAllByRole('menuitem');
      await expect(items.map((item) => item.textContent)).toEqual([
        'Bullion',
        'Gold Bullion',
        'Silver Bullion',
        'Platinum & Palladium',
      ]);
      await waitFor(() => expect(items[0]).toHaveFocus());
      await userEvent.keyboard('{ArrowDown}{ArrowDown}');
      await expect(items[2]).toHaveFocus();
      await expect(items[2]).toHaveAttribute('aria-current', 'page');
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(canvas.queryByRole('menu')).not.toBeInTheDocument());
      await expect(bullion).toHaveFocus();
    });

    await step('a nested sub-menu opens with ArrowRight and Enter follows its link', async () => {
      await userEvent.tab();
      await expect(coins).toHaveFocus();
      await userEvent.keyboard('{ArrowDown}');
      await waitFor(() => expect(canvas.getByRole('menuitem', { name: 'Coins' })).toHaveFocus());
      await userEvent.keyboard('{ArrowDown}{ArrowRight}');
      const usCoins = await canvas.findByRole('menu', { name: 'US Coins' });
      await waitFor(() => expect(within(usCoins).getByRole('menuitem', { name: 'US Coins' })).toHaveFocus());
      await userEvent.keyboard('{ArrowDown}');
      await expect(within(usCoins).getByRole('menuitem', { name: 'Morgan Dollars' })).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await expect(navigate).toHaveBeenLastCalledWith('/search?cat_id=3&sub_cat_id=21');
      await waitFor(() => expect(canvas.queryByRole('menu')).not.toBeInTheDocument());
    });

    await step('the sub-menu stays open for the designer', async () => {
      bullion.focus();
      await userEvent.keyboard('{Enter}');
      await waitFor(() => expect(canvas.getByRole('menuitem', { name: 'Bullion' })).toHaveFocus());
    });
  },
};

export const SearchSuggestions: Story = {
  render: function Render(args) {
    const [value, setValue] = useState('');
    return (
      <Header
        {...args}
        searchValue={value}
        onSearchValueChange={(next) => {
          setValue(next);
          args.onSearchValueChange?.(next);
        }}
        suggestions={suggestionsFor(value)}
      />
    );
  },
  parameters: { visual: { fullViewport: true } },
  play: async ({ args, canvas, userEvent, step }) => {
    const combobox = canvas.getByRole('combobox', { name: 'Search lots' });

    await step('typing shows the matching suggestions', async () => {
      await userEvent.click(combobox);
      await userEvent.type(combobox, 'morgan');
      await expect(args.onSearchValueChange).toHaveBeenLastCalledWith('morgan');
      await expect(combobox).toHaveAttribute('aria-expanded', 'true');
      const listbox = canvas.getByRole('listbox', { name: 'Search suggestions' });
      await expect(within(listbox).getAllByRole('option')).toHaveLength(3);
      await expect(canvas.getByRole('status')).toHaveTextContent('3 suggestions available');
    });

    await step('arrow down moves through the options and Enter picks one', async () => {
      await userEvent.keyboard('{ArrowDown}{ArrowDown}');
      const second = canvas.getByRole('option', { name: /1884-CC Morgan Dollar/ });
      await expect(second).toHaveAttribute('aria-selected', 'true');
      await expect(combobox).toHaveAttribute('aria-activedescendant', second.id);
      await expect(combobox).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await expect(args.onSuggestionSelect).toHaveBeenCalledWith(catalogue[1]);
      await expect(args.onSearchSubmit).not.toHaveBeenCalled();
      await expect(combobox).toHaveValue('1884-CC Morgan Dollar GSA Hoard MS-63');
      await expect(combobox).toHaveAttribute('aria-expanded', 'false');
    });

    await step('Escape closes the list, arrow down opens it again', async () => {
      await userEvent.clear(combobox);
      await userEvent.type(combobox, 'morgan');
      await expect(combobox).toHaveAttribute('aria-expanded', 'true');
      await userEvent.keyboard('{Escape}');
      await expect(combobox).toHaveAttribute('aria-expanded', 'false');
      await expect(combobox).toHaveValue('morgan');
      await userEvent.keyboard('{ArrowDown}');
      await expect(combobox).toHaveAttribute('aria-expanded', 'true');
      await expect(canvas.getByRole('option', { name: /1881-S Morgan Dollar MS-64/ })).toHaveAttribute(
        'aria-selected',
        'true',
      );
    });
  },
};

export const SearchLoading: Story = {
  args: { suggestionsLoading: true, suggestions: [] },
  parameters: { visual: { fullViewport: true } },
  play: async ({ args, canvas, userEvent, step }) => {
    const combobox = canvas.getByRole('combobox', { name: 'Search lots' });

    await step('Enter without a chosen suggestion submits the search', async () => {
      await userEvent.click(combobox);
      await userEvent.type(combobox, ' gold eagle {Enter}');
      await expect(args.onSearchSubmit).toHaveBeenCalledWith('gold eagle');
      await expect(args.onSuggestionSelect).not.toHaveBeenCalled();
    });

    await step('while suggestions load the list stays closed and the wait is announced', async () => {
      await userEvent.clear(combobox);
      await userEvent.type(combobox, 'silver eagle');
      await expect(canvas.getByRole('status')).toHaveTextContent('Loading suggestions…');
      await expect(canvas.getByText('Loading suggestions…', { selector: '[aria-hidden]' })).toBeVisible();
      await expect(combobox).toHaveAttribute('aria-expanded', 'false');
      await expect(canvas.queryByRole('listbox')).not.toBeInTheDocument();
    });
  },
};

export const Mobile: Story = {
  args: { user: { first_name: 'Margaret' } },
  globals: { viewport: { value: 'smallPhone', isRotated: false } },
  play: async ({ args, canvas, userEvent, step }) => {
    const menuButton = canvas.getByRole('button', { name: 'Menu' });

    await step('the navigation collapses behind the menu button', async () => {
      await expect(menuButton).toBeVisible();
      await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
      await expect(canvas.queryByRole('link', { name: 'Auctions' })).not.toBeInTheDocument();
      await expect(canvas.getByRole('combobox', { name: 'Search lots' })).toBeVisible();
    });

    await step('the keyboard opens the menu; Escape closes it, from the panel or the button', async () => {
      menuButton.focus();
      await expectVisibleFocus(menuButton);
      await userEvent.keyboard('{Enter}');
      await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
      await expect(args.onMenuOpenChange).toHaveBeenLastCalledWith(true);
      await userEvent.tab();
      await expect(canvas.getByRole('link', { name: 'Auctions' })).toHaveFocus();
      await userEvent.keyboard('{Escape}');
      await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
      await expect(menuButton).toHaveFocus();
      await userEvent.keyboard('{Enter}');
      await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
      await userEvent.keyboard('{Escape}');
      await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    });

    await step('a tap opens the whole menu, account included', async () => {
      await userEvent.click(menuButton);
      const panel = document.getElementById(menuButton.getAttribute('aria-controls') ?? '');
      await expect(panel).toBeVisible();
      await expect(canvas.getByRole('link', { name: 'Terms' })).toBeVisible();
      await expect(canvas.getByRole('button', { name: 'Margaret' })).toBeVisible();
      await expect(canvas.getByRole('link', { name: 'Auctions' }).getBoundingClientRect().width).toBeGreaterThan(300);
    });
  },
};

/** A long store name on a small phone wraps onto two lines instead of running under the Menu button. */
export const LongNameOnSmallPhone: Story = {
  args: { storeName: 'Northwest Bullion & Coin Auctions' },
  globals: { viewport: { value: 'smallPhone', isRotated: false } },
  play: async ({ canvas }) => {
    const name = canvas.getByText('Northwest Bullion & Coin Auctions');
    const menuButton = canvas.getByRole('button', { name: 'Menu' });
    await expect(name).toBeVisible();
    await expect(name.getBoundingClientRect().right).toBeLessThanOrEqual(menuButton.getBoundingClientRect().left);
    await expect(name.getBoundingClientRect().height).toBeGreaterThan(
      parseFloat(getComputedStyle(name).fontSize) * 1.5,
    );
  },
};

export const AtMobileBreakpoint: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, userEvent }) => {
    const menuButton = canvas.getByRole('button', { name: 'Menu' });
    await expect(window.innerWidth).toBe(991);
    await expect(menuButton).toBeVisible();
    await expect(canvas.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    await userEvent.click(menuButton);
    await expect(canvas.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await userEvent.click(menuButton);
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
  },
};
