import type { Meta, StoryObj } from '@storybook/react-vite';
import type { FormEvent, InputHTMLAttributes } from 'react';
import { expect, fn, within } from 'storybook/test';
import { vars } from '../../theme/contract.css';
import { Button } from '../Button';
import { Link } from '../LinkProvider';
import { navigate, recordLinks } from '../LinkProvider/stories/recordLinks';
import { AuthFrame } from './AuthFrame';

/** Receives the mocked form's values. */
const submit = fn().mockName('submit');

/** A stand-in for the form fields of the field library. */
function MockField({ label, ...input }: { label: string } & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <label style={{ display: 'flex', flexDirection: 'column', gap: vars.space.xsmall, fontWeight: 500 }}>
      {label}
      <input
        {...input}
        style={{
          minHeight: 40,
          padding: `0 ${vars.space.small}`,
          border: `1px solid ${vars.color.borderStrong}`,
          borderRadius: vars.radius.medium,
        }}
      />
    </label>
  );
}

const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
  event.preventDefault();
  submit(Object.fromEntries(new FormData(event.currentTarget)));
};

const loginForm = (
  <form onSubmit={handleSubmit} style={{ display: 'flex', flexDirection: 'column', gap: vars.space.medium }}>
    <MockField label="Email" name="username" type="email" autoComplete="email" />
    <MockField label="Password" name="password" type="password" autoComplete="current-password" />
    <Link href="/resetpassword" style={{ alignSelf: 'flex-end', fontSize: vars.fontSize.small }}>
      Forgot Password?
    </Link>
    <Button type="submit" size="large" fullWidth>
      Login
    </Button>
  </form>
);

const meta = {
  title: 'Components/Navigation/AuthFrame',
  component: AuthFrame,
  args: {
    storeName: 'Cascade Bullion & Coin',
    tagline: "We are the Northwest's most trusted resource for precious metals!",
    title: 'Login',
    subtitle: 'Sign in to bid on live and timed auctions.',
    children: loginForm,
    footer: (
      <>
        New here? <Link href="/signup">Register for Auction</Link>
      </>
    ),
  },
  argTypes: { children: { control: false }, footer: { control: false } },
  decorators: [recordLinks],
} satisfies Meta<typeof AuthFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Login: Story = {
  play: async ({ canvas, userEvent, step }) => {
    await step('frames the page with the brand and a titled card, without the site navigation', async () => {
      const card = canvas.getByRole('region', { name: 'Login' });
      await expect(within(canvas.getByRole('main')).getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
      await expect(card).toHaveTextContent('Sign in to bid on live and timed auctions.');
      await expect(canvas.queryByRole('navigation')).not.toBeInTheDocument();
      await expect(canvas.queryByRole('contentinfo')).not.toBeInTheDocument();
      await expect(canvas.getByText("We are the Northwest's most trusted resource for precious metals!")).toBeVisible();
    });

    await step('the brand link leads home, with a visible focus ring', async () => {
      await userEvent.tab();
      const brand = canvas.getByRole('link', { name: 'Cascade Bullion & Coin' });
      await expect(brand).toHaveFocus();
      await expect(getComputedStyle(brand).outlineStyle).toBe('solid');
      await userEvent.click(brand);
      await expect(navigate).toHaveBeenLastCalledWith('/');
    });

    await step('the form inside the card works from the keyboard', async () => {
      await userEvent.tab();
      await expect(canvas.getByLabelText('Email')).toHaveFocus();
      await userEvent.keyboard('margaret.hale@example.com');
      await userEvent.tab();
      await userEvent.keyboard('Silver&Gold1881{Enter}');
      await expect(submit).toHaveBeenLastCalledWith({
        username: 'margaret.hale@example.com',
        password: 'Silver&Gold1881',
      });
    });
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'smallPhone', isRotated: false } },
  play: async ({ canvas, step }) => {
    await step('the brand panel becomes a strip above a full-width card', async () => {
      const banner = canvas.getByRole('banner');
      const card = canvas.getByRole('region', { name: 'Login' });
      await expect(card.getBoundingClientRect().top).toBeGreaterThanOrEqual(banner.getBoundingClientRect().bottom);
      await expect(banner.getBoundingClientRect().height).toBeLessThan(120);
      await expect(card.getBoundingClientRect().width).toBeGreaterThan(400);
      await expect(
        canvas.getByText("We are the Northwest's most trusted resource for precious metals!"),
      ).not.toBeVisible();
    });

    await step('the form stays reachable', async () => {
      await expect(canvas.getByRole('button', { name: 'Login' })).toBeVisible();
      await expect(canvas.getByRole('link', { name: 'Register for Auction' })).toHaveAttribute('href', '/signup');
    });
  },
};

export const Signup: Story = {
  args: {
    width: 'wide',
    title: 'Create your account',
    subtitle: 'Step 1 of 2: personal details. Your card details come next.',
    children: (
      <form
        onSubmit={handleSubmit}
        style={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: vars.space.medium }}
      >
        <MockField label="First Name" name="first_name" autoComplete="given-name" />
        <MockField label="Last Name" name="last_name" autoComplete="family-name" />
        <MockField label="Email" name="email" type="email" autoComplete="email" />
        <MockField label="Phone" name="phone" type="tel" autoComplete="tel" />
        <div style={{ gridColumn: '1 / -1' }}>
          <Button type="submit" size="large" fullWidth>
            Continue
          </Button>
        </div>
      </form>
    ),
    footer: (
      <>
        Already registered? <Link href="/login">Login</Link>
      </>
    ),
  },
  play: async ({ canvas, userEvent, step }) => {
    await step('the wide card holds a two-column form', async () => {
      const card = canvas.getByRole('region', { name: 'Create your account' });
      await expect(card.getBoundingClientRect().width).toBeGreaterThan(600);
      const first = canvas.getByLabelText('First Name').getBoundingClientRect();
      const last = canvas.getByLabelText('Last Name').getBoundingClientRect();
      await expect(last.top).toBe(first.top);
    });

    await step('the footer link goes through the link component', async () => {
      await userEvent.click(canvas.getByRole('link', { name: 'Login' }));
      await expect(navigate).toHaveBeenLastCalledWith('/login');
    });
  },
};
