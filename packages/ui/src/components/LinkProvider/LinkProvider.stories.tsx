import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { Footer } from '../Footer';
import { Header } from '../Header';
import { Pagination } from '../Pagination';
import { Link } from './Link';
import type { LinkComponentProps } from './LinkComponent';
import { LinkProvider } from './LinkProvider';

/** What the app's router would be asked to do. */
const routerNavigate = fn().mockName('router.navigate');

/** A stand-in for the app's TanStack Router adapter: same shape, a spy instead of `router.navigate`. */
function RouterAdapterLink({ href, onClick, ...props }: LinkComponentProps) {
  return (
    <a
      {...props}
      href={href}
      data-router-link=""
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || !href.startsWith('/')) return;
        event.preventDefault();
        routerNavigate({ href });
      }}
    />
  );
}

const meta = {
  title: 'Components/Navigation/LinkProvider',
  component: LinkProvider,
  tags: ['!autodocs'],
  args: { linkComponent: RouterAdapterLink, children: null },
  argTypes: { linkComponent: { control: false }, children: { control: false } },
  beforeEach: () => {
    routerNavigate.mockClear();
  },
} satisfies Meta<typeof LinkProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const RouterAdapter: Story = {
  render: (args) => (
    <LinkProvider {...args}>
      <Header storeName="Cascade Bullion & Coin" currentPath="/past_auctions" user={{ first_name: 'Margaret' }} />
      <Pagination pageCount={12} defaultPage={3} hrefForPage={(page) => `/lotsearch?search=eagle&page=${page}`} />
      <Footer
        storeName="Cascade Bullion & Coin"
        phone="(503) 555-0147"
        address={['1200 SW Morrison St', 'Portland, OR 97205']}
        linkGroups={[{ title: 'Help', links: [{ label: 'Terms', href: '/TermsandConditions' }] }]}
        copyright="© 2026 Cascade Bullion & Coin. All rights reserved."
      />
    </LinkProvider>
  ),
  play: async ({ canvas, userEvent, step }) => {
    await step('every link of ui renders through the one component given to the provider', async () => {
      const links = canvas.getAllByRole('link').filter((link) => link.getAttribute('href')?.startsWith('/'));
      await expect(links.length).toBeGreaterThan(10);
      for (const link of links) await expect(link).toHaveAttribute('data-router-link');
    });
    await step('the component receives the class, aria-current and handlers of each link', async () => {
      const main = canvas.getByRole('navigation', { name: 'Main' });
      await expect(within(main).getByRole('link', { name: 'Past Auctions' })).toHaveAttribute('aria-current', 'page');
      await userEvent.click(within(main).getByRole('link', { name: 'Contact Us' }));
      await expect(routerNavigate).toHaveBeenLastCalledWith({ href: '/contactus' });
      await userEvent.click(canvas.getByRole('link', { name: 'Dashboard' }));
      await expect(routerNavigate).toHaveBeenLastCalledWith({ href: '/dashboard' });
    });
    await step('a page link reaches the router and still updates the pagination', async () => {
      await userEvent.click(canvas.getByRole('link', { name: 'Next page' }));
      await expect(routerNavigate).toHaveBeenLastCalledWith({ href: '/lotsearch?search=eagle&page=4' });
      await expect(canvas.getByRole('link', { name: 'Page 4' })).toHaveAttribute('aria-current', 'page');
    });
    await step('a link outside the app is left to the browser', async () => {
      const calls = routerNavigate.mock.calls.length;
      const phone = canvas.getByRole('link', { name: '(503) 555-0147' });
      await expect(phone).not.toHaveAttribute('data-router-link');
      await expect(routerNavigate).toHaveBeenCalledTimes(calls);
    });
  },
};

export const PlainAnchor: Story = {
  render: () => (
    <p>
      Read the <Link href="/TermsandConditions">Terms</Link> before you bid.
    </p>
  ),
  play: async ({ canvas, userEvent }) => {
    const terms = canvas.getByRole('link', { name: 'Terms' });
    await expect(terms.tagName).toBe('A');
    await expect(terms).toHaveAttribute('href', '/TermsandConditions');
    await expect(terms).not.toHaveAttribute('data-router-link');
    const before = window.location.href;
    await userEvent.click(terms);
    await expect(window.location.href).toBe(before);
    await expect(routerNavigate).not.toHaveBeenCalled();
  },
};
