import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Button } from './Button';

const meta = {
  title: 'Components/Forms/Button',
  component: Button,
  args: { children: 'Place Max Bid', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'accent', 'secondary', 'ghost', 'critical'] },
    size: { control: 'inline-radio', options: ['small', 'medium', 'large'] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Place Max Bid' });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Accent: Story = {
  args: { variant: 'accent', children: 'Register for Auction' },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.tab();
    const button = canvas.getByRole('button', { name: 'Register for Auction' });
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onClick).toHaveBeenCalledTimes(2);
  },
};

export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
      <Button {...args} variant="primary">
        Place Max Bid
      </Button>
      <Button {...args} variant="accent">
        Register for Auction
      </Button>
      <Button {...args} variant="secondary">
        View Lots
      </Button>
      <Button {...args} variant="ghost">
        Bid History
      </Button>
      <Button {...args} variant="critical">
        Retract Bid
      </Button>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button')).toHaveLength(5);
    await expect(canvas.getByRole('button', { name: 'Retract Bid' })).toBeEnabled();
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      <Button {...args} size="small">
        Bid $1,250
      </Button>
      <Button {...args} size="medium">
        Bid $1,275
      </Button>
      <Button {...args} size="large">
        Bid $1,300
      </Button>
    </div>
  ),
  play: async ({ canvas }) => {
    const [small, , large] = canvas.getAllByRole('button');
    await expect(small?.getBoundingClientRect().height).toBeLessThan(large?.getBoundingClientRect().height ?? 0);
  },
};

export const Loading: Story = {
  args: { loading: true, children: 'Placing bid…' },
  play: async ({ args, canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Placing bid…' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { disabled: true, children: 'Login to Bid' },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('button', { name: 'Login to Bid' })).toBeDisabled();
    await userEvent.tab();
    await expect(document.body).toHaveFocus();
  },
};

export const Mobile: Story = {
  args: { fullWidth: true, size: 'large', variant: 'accent', children: 'Place Max Bid' },
  globals: { viewport: { value: 'smallPhone', isRotated: false } },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Place Max Bid' });
    await expect(button.getBoundingClientRect().width).toBeGreaterThan(300);
  },
};
