import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { navigate, recordLinks } from '../LinkProvider/stories/recordLinks';
import { Footer } from './Footer';

const meta = {
  title: 'Components/Navigation/Footer',
  component: Footer,
  args: {
    storeName: 'Cascade Bullion & Coin',
    tagline: "We are the Northwest's most trusted resource for precious metals!",
    phone: '(503) 555-0147',
    address: ['Cascade Bullion & Coin', '1200 SW Morrison St', 'Portland, OR 97205'],
    linkGroups: [
      {
        title: 'Auctions',
        links: [
          { label: 'Auctions', href: '/' },
          { label: 'Past Auctions', href: '/past_auctions' },
          { label: 'Our Reviews', href: '/allreviews' },
        ],
      },
      {
        title: 'Company',
        links: [
          { label: 'About Us', href: '/aboutus' },
          { label: 'Contact Us', href: '/contactus' },
          { label: 'Consignment Inquires', href: '/inquires' },
        ],
      },
      {
        title: 'Policies',
        links: [
          { label: 'Terms', href: '/TermsandConditions' },
          { label: 'Privacy Policy', href: '/Privacypolicy' },
        ],
      },
    ],
    copyright: '© 2026 Cascade Bullion & Coin. All rights reserved.',
    currentPath: '/past_auctions',
  },
  decorators: [recordLinks],
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, step }) => {
    const footer = canvas.getByRole('contentinfo');

    await step('shows the phone as a tel: link and the postal address', async () => {
      const phone = within(footer).getByRole('link', { name: '(503) 555-0147' });
      await expect(phone).toHaveAttribute('href', 'tel:5035550147');
      const address = footer.querySelector('address');
      await expect(address).toHaveTextContent('1200 SW Morrison St');
      await expect(address).toHaveTextContent('Portland, OR 97205');
      await expect(within(footer).getByText('© 2026 Cascade Bullion & Coin. All rights reserved.')).toBeVisible();
    });

    await step('groups its links under named navigation, the current page marked', async () => {
      const policies = within(footer).getByRole('navigation', { name: 'Policies' });
      await expect(
        within(policies)
          .getAllByRole('link')
          .map((link) => link.textContent),
      ).toEqual(['Terms', 'Privacy Policy']);
      await expect(within(footer).getByRole('link', { name: 'Past Auctions' })).toHaveAttribute('aria-current', 'page');
    });

    await step('the keyboard reaches the brand, then the phone, with a visible focus ring', async () => {
      await userEvent.tab();
      const brand = within(footer).getByRole('link', { name: 'Cascade Bullion & Coin' });
      await expect(brand).toHaveFocus();
      await expect(getComputedStyle(brand).outlineStyle).toBe('solid');
      await userEvent.tab();
      await expect(within(footer).getByRole('link', { name: '(503) 555-0147' })).toHaveFocus();
    });

    await step('links go through the link component', async () => {
      await userEvent.click(within(footer).getByRole('link', { name: 'Consignment Inquires' }));
      await expect(navigate).toHaveBeenLastCalledWith('/inquires');
    });
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'smallPhone', isRotated: false } },
  play: async ({ canvas, step }) => {
    const footer = canvas.getByRole('contentinfo');

    await step('puts the contact block above the link groups, two groups to a row', async () => {
      const contactBlock = within(footer).getByRole('heading', { name: 'Contact Us' }).parentElement;
      const groups = within(footer).getAllByRole('navigation');
      await expect(groups).toHaveLength(3);
      const [auctions, company, policies] = groups.map((group) => group.getBoundingClientRect());
      await expect(auctions?.top).toBeGreaterThan(contactBlock?.getBoundingClientRect().bottom ?? Infinity);
      await expect(company?.top).toBe(auctions?.top);
      await expect(company?.left).toBeGreaterThan(auctions?.right ?? Infinity);
      await expect(policies?.left).toBe(auctions?.left);
      await expect(policies?.top).toBeGreaterThan(auctions?.bottom ?? Infinity);
    });

    await step('the phone stays a large tap target', async () => {
      const phone = within(footer).getByRole('link', { name: '(503) 555-0147' });
      await expect(phone).toHaveAttribute('href', 'tel:5035550147');
      await expect(phone.getBoundingClientRect().height).toBeGreaterThanOrEqual(32);
    });
  },
};
