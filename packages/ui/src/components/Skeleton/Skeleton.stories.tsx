import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Skeleton } from './Skeleton';

const meta = {
  title: 'Components/Feedback/Skeleton',
  component: Skeleton.Root,
  subcomponents: {
    'Skeleton.Line': Skeleton.Line,
    'Skeleton.Block': Skeleton.Block,
    'Skeleton.Circle': Skeleton.Circle,
    'Skeleton.Stack': Skeleton.Stack,
    'Skeleton.TableRow': Skeleton.TableRow,
  },
  args: { label: 'Loading seller profile', children: null },
  argTypes: { children: { control: false } },
} satisfies Meta<typeof Skeleton.Root>;

export default meta;
type Story = StoryObj<typeof meta>;

/** True when a stylesheet switches the element's shimmer off for users who ask for reduced motion. */
function shimmerStopsForReducedMotion(element: Element): boolean {
  const classes = [...element.classList];
  return [...document.styleSheets].some((sheet) =>
    [...sheet.cssRules].some(
      (rule) =>
        rule instanceof CSSMediaRule &&
        rule.conditionText.includes('prefers-reduced-motion: reduce') &&
        [...rule.cssRules].some(
          (inner) =>
            inner instanceof CSSStyleRule &&
            classes.some((name) => inner.selectorText === `.${name}`) &&
            inner.style.animationName === 'none',
        ),
    ),
  );
}

const shapes = (root: HTMLElement, shape: string) => root.querySelectorAll(`[data-shape="${shape}"]`);

export const Default: Story = {
  render: (args) => (
    <div style={{ maxWidth: 360 }}>
      <Skeleton.Root {...args}>
        <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
          <Skeleton.Circle size="3rem" />
          <div style={{ flex: 1 }}>
            <Skeleton.Line size="large" width="70%" />
            <Skeleton.Line size="small" width="40%" />
          </div>
        </div>
        <Skeleton.Line />
        <Skeleton.Line />
        <Skeleton.Line width="55%" />
        <Skeleton.Block height="6rem" />
      </Skeleton.Root>
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    const root = canvasElement.querySelector<HTMLElement>('[aria-busy="true"]');
    await expect(root).not.toBeNull();
    await expect(canvas.getByText('Loading seller profile')).toBeInTheDocument();
    const circle = shapes(canvasElement, 'circle')[0] as HTMLElement;
    await expect(circle.getBoundingClientRect().width).toBe(48);
    await expect(circle.getBoundingClientRect().height).toBe(48);
    await expect(shapes(canvasElement, 'line')).toHaveLength(5);
    await expect((shapes(canvasElement, 'block')[0] as HTMLElement).getBoundingClientRect().height).toBe(96);
    for (const shape of canvasElement.querySelectorAll('[data-shape]')) {
      await expect(shape).toHaveAttribute('aria-hidden', 'true');
    }
  },
};

export const ReducedMotion: Story = {
  args: { label: undefined },
  render: (args) => (
    <div style={{ maxWidth: 360 }}>
      <Skeleton.Root {...args}>
        <Skeleton.Line size="large" />
        <Skeleton.Line width="60%" />
      </Skeleton.Root>
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Loading…')).toBeInTheDocument();
    for (const line of shapes(canvasElement, 'line')) {
      await expect(shimmerStopsForReducedMotion(line)).toBe(true);
    }
  },
};

export const TableRow: Story = {
  render: () => (
    <table style={{ width: '100%', borderCollapse: 'collapse' }}>
      <caption style={{ textAlign: 'left', paddingBottom: 8 }}>
        Lots in Spring Gold &amp; Silver Bullion Auction
      </caption>
      <thead>
        <tr>
          {['Lot #', 'Image', 'Title', 'Current Bid', 'No. Of Bids'].map((heading) => (
            <th key={heading} scope="col" style={{ textAlign: 'left', padding: '8px 16px' }}>
              {heading}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {[0, 1, 2].map((row) => (
          <Skeleton.TableRow key={row} columns={['3rem', 'image', '80%', '6rem', '2rem']} label="Loading lot" />
        ))}
      </tbody>
    </table>
  ),
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Lots in Spring Gold & Silver Bullion Auction' });
    const rows = within(table).getAllByRole('row');
    await expect(rows).toHaveLength(4);
    for (const row of rows.slice(1)) {
      await expect(row).toHaveAttribute('aria-busy', 'true');
      await expect(within(row).getAllByRole('cell')).toHaveLength(5);
      await expect(within(row).getByText('Loading lot')).toBeInTheDocument();
    }
  },
};
