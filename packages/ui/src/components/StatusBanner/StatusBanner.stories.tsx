import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect } from 'storybook/test';
import { Button } from '../Button';
import { StatusBanner, type StatusBannerProps } from './StatusBanner';

const meta = {
  title: 'Components/Feedback/StatusBanner',
  component: StatusBanner,
  args: {
    tone: 'positive',
    title: "You're Winning!",
    children: 'Your maximum bid leads on 1 oz American Gold Eagle 2024 BU at US $2,415.00.',
  },
  argTypes: {
    tone: { control: 'inline-radio', options: ['positive', 'critical', 'caution', 'info', 'neutral'] },
  },
} satisfies Meta<typeof StatusBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Winning: Story = {
  play: async ({ canvas }) => {
    const banner = canvas.getByRole('status');
    await expect(banner).toHaveTextContent("You're Winning!");
    await expect(banner).toHaveAttribute('data-tone', 'positive');
    await expect(banner.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const Outbid: Story = {
  args: { tone: 'critical', title: "You've been outbid. The current leading bid is US $2,450.00", children: undefined },
  play: async ({ canvas }) => {
    const banner = canvas.getByRole('status');
    await expect(banner).toHaveTextContent("You've been outbid. The current leading bid is US $2,450.00");
    await expect(banner).toHaveAttribute('data-tone', 'critical');
    await expect(banner.querySelectorAll('p')).toHaveLength(1);
  },
};

export const ReserveNotMet: Story = {
  args: {
    tone: 'caution',
    title: 'Bid placed but reserve not yet met',
    children: '1881-S Morgan Dollar MS-64 · your bid US $1,150.00',
  },
  play: async ({ canvas }) => {
    const banner = canvas.getByRole('status');
    await expect(banner).toHaveAttribute('data-tone', 'caution');
    await expect(banner).toHaveTextContent(/reserve not yet met/);
  },
};

export const RegistrationPending: Story = {
  args: {
    tone: 'info',
    title: 'REGISTRATION PENDING',
    children: "Registration Pending, We'll send you an email once you've been approved to bid.",
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveAttribute('data-tone', 'info');
    await expect(canvas.getByText(/approved to bid/)).toBeVisible();
  },
};

export const NotStarted: Story = {
  args: { tone: 'neutral', title: 'Live Auction Not Yet Started', children: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveAttribute('data-tone', 'neutral');
    await expect(canvas.getByRole('status')).toHaveTextContent('Live Auction Not Yet Started');
  },
};

const tones: StatusBannerProps[] = [
  { tone: 'positive', title: 'You bought this lot for US $412.00', children: '10 oz Silver Bar — Royal Canadian Mint' },
  { tone: 'critical', title: 'You lost this lot', children: '1881-S Morgan Dollar MS-64 sold for US $1,300.00' },
  { tone: 'caution', title: 'Bid placed but reserve not yet met' },
  { tone: 'info', title: 'Auction Registration Request Sent.' },
  { tone: 'neutral', title: 'Auction Closed' },
];

export const AllTones: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      {tones.map((props) => (
        <StatusBanner key={props.tone} {...props} />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const banners = canvas.getAllByRole('status');
    await expect(banners.map((banner) => banner.dataset['tone'])).toEqual([
      'positive',
      'critical',
      'caution',
      'info',
      'neutral',
    ]);
    const backgrounds = new Set(banners.map((banner) => getComputedStyle(banner).backgroundColor));
    await expect(backgrounds.size).toBe(5);
  },
};

function LiveLot() {
  const [leading, setLeading] = useState(true);
  return (
    <div style={{ display: 'grid', gap: 12, justifyItems: 'start' }}>
      {leading ? (
        <StatusBanner tone="positive" title="You're Winning!">
          Current bid US $2,415.00
        </StatusBanner>
      ) : (
        <StatusBanner tone="critical" title="You've been outbid. The current leading bid is US $2,450.00" />
      )}
      <Button variant="secondary" size="small" onClick={() => setLeading((value) => !value)}>
        Next bid
      </Button>
    </div>
  );
}

export const LiveUpdate: Story = {
  render: () => <LiveLot />,
  play: async ({ canvas, userEvent }) => {
    const region = canvas.getByRole('status');
    await expect(region).toHaveTextContent("You're Winning!");
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('status')).toBe(region);
    await expect(region).toHaveTextContent("You've been outbid. The current leading bid is US $2,450.00");
    await expect(region).toHaveAttribute('data-tone', 'critical');
    await expect(canvas.getByRole('button', { name: 'Next bid' })).toHaveFocus();
  },
};

export const LongContent: Story = {
  args: {
    tone: 'critical',
    title: "You've been outbid. The current leading bid is US $12,450,000.00",
    children:
      'Lot 1042 · 1 oz American Gold Eagle 2024 BU, 22 karat gold in its original mint capsule, from the Spring Numismatic Auction. Raise your maximum bid before the lot closes to stay in the running.',
  },
  render: (args) => (
    <div style={{ maxWidth: 360 }}>
      <StatusBanner {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const banner = canvas.getByRole('status');
    await expect(banner.scrollWidth).toBeLessThanOrEqual(banner.clientWidth);
    await expect(banner.getBoundingClientRect().width).toBeLessThanOrEqual(360);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'smallPhone', isRotated: false } },
  args: { tone: 'caution', title: 'Bid placed but reserve not yet met', children: 'Your bid US $1,150.00' },
  play: async ({ canvas }) => {
    const banner = canvas.getByRole('status');
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    await expect(getComputedStyle(banner).paddingLeft).toBe('8px');
  },
};
