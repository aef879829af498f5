import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { FilterPanel } from './FilterPanel';
import { emptyLotFilters, type FilterOption } from './filters';

const categories: FilterOption[] = [
  { value: 1, label: 'Gold' },
  { value: 2, label: 'Silver' },
  { value: 3, label: 'Platinum' },
  { value: 4, label: 'Palladium' },
  { value: 5, label: 'US Coins' },
  { value: 6, label: 'World Coins' },
];

const subCategories: FilterOption[] = [
  { value: 11, label: 'American Gold Eagles' },
  { value: 12, label: 'Canadian Maple Leafs' },
  { value: 21, label: 'Silver Bars' },
  { value: 51, label: 'Morgan Dollars' },
];

const lotSearchArgs = {
  variant: 'lotSearch',
  subCategories,
} as const;

const meta = {
  title: 'Components/Forms/FilterPanel',
  component: FilterPanel,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    categories,
    onValueChange: fn(),
    onApply: fn(),
    onClearAll: fn(),
  },
} satisfies Meta<typeof FilterPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, userEvent, step }) => {
    await step('the listing shows its four groups, open', async () => {
      const panel = canvas.getByRole('region', { name: 'Filters' });
      const triggers = within(panel)
        .getAllByRole('button', { expanded: true })
        .map((trigger) => trigger.textContent);
      await expect(triggers).toEqual(['Auction Type', 'Category', 'Condition', 'Date Range']);
      await expect(canvas.getByRole('radio', { name: 'All Auctions' })).toBeChecked();
    });
    await step('each choice reports the whole filter object with the API field names', async () => {
      await userEvent.click(canvas.getByRole('radio', { name: 'Live' }));
      await expect(args.onValueChange).toHaveBeenLastCalledWith(expect.objectContaining({ timed_live: 'live' }));
      await userEvent.click(canvas.getByRole('checkbox', { name: 'US Coins' }));
      await userEvent.click(canvas.getByRole('checkbox', { name: 'Gold' }));
      await expect(args.onValueChange).toHaveBeenLastCalledWith(expect.objectContaining({ cat_id: [1, 5] }));
      await userEvent.click(canvas.getByRole('checkbox', { name: 'Open Box' }));
      await expect(args.onValueChange).toHaveBeenLastCalledWith(expect.objectContaining({ condition: [3] }));
      await userEvent.type(canvas.getByLabelText('From'), '2026-11-01');
      await expect(args.onValueChange).toHaveBeenLastCalledWith(
        expect.objectContaining({ timed_live: 'live', cat_id: [1, 5], condition: [3], from_date_io: '2026-11-01' }),
      );
      await expect(args.onValueChange).toHaveBeenLastCalledWith(expect.not.objectContaining({ to_date_io: '' }));
      await expect(canvas.getByLabelText('To')).toHaveAttribute('min', '2026-11-01');
    });
    await step('a section closes and opens from the keyboard', async () => {
      const condition = canvas.getByRole('button', { name: 'Condition' });
      condition.focus();
      await userEvent.keyboard('{Enter}');
      await expect(condition).toHaveAttribute('aria-expanded', 'false');
      await expect(canvas.queryByRole('checkbox', { name: 'Damaged' })).not.toBeInTheDocument();
      await expect(getComputedStyle(condition).outlineStyle).toBe('solid');
      await userEvent.keyboard(' ');
      await expect(condition).toHaveAttribute('aria-expanded', 'true');
      await expect(canvas.getByRole('checkbox', { name: 'Open Box' })).toBeChecked();
    });
    await expect(args.onApply).not.toHaveBeenCalled();
  },
};

/** Dates typed by hand past the pickers' limits: the fields keep them, a message says why, no backwards range is reported. */
export const DateRangeBackwards: Story = {
  play: async ({ args, canvas, userEvent, step }) => {
    const from = canvas.getByLabelText('From');
    const to = canvas.getByLabelText('To');
    const message = 'The To date must be on or after the From date.';
    await step('a To date before the From date', async () => {
      await userEvent.type(from, '2026-11-10');
      await userEvent.type(to, '2026-11-01');
      await expect(canvas.getByText(message)).toBeVisible();
      await expect(to).toHaveAccessibleDescription(message);
      await expect(to).toHaveAttribute('aria-invalid', 'true');
      await expect(from).toHaveValue('2026-11-10');
      await expect(to).toHaveValue('2026-11-01');
      await expect(args.onValueChange).toHaveBeenLastCalledWith({ from_date_io: '2026-11-10' });
    });
    await step('a To date on or after the From date clears the message and applies the range', async () => {
      await userEvent.clear(to);
      await userEvent.type(to, '2026-11-20');
      await expect(canvas.queryByText(message)).not.toBeInTheDocument();
      await expect(to).not.toHaveAttribute('aria-invalid');
      await expect(args.onValueChange).toHaveBeenLastCalledWith({
        from_date_io: '2026-11-10',
        to_date_io: '2026-11-20',
      });
    });
    await step('a From date moved past the To date', async () => {
      await userEvent.clear(from);
      await userEvent.type(from, '2026-11-25');
      await expect(to).toHaveAccessibleDescription(message);
      await expect(from).toHaveValue('2026-11-25');
      await expect(to).toHaveValue('2026-11-20');
      await expect(args.onValueChange).toHaveBeenLastCalledWith({ to_date_io: '2026-11-20' });
    });
    await expect(args.onValueChange).not.toHaveBeenCalledWith(expect.objectContaining({ to_date_io: '2026-11-01' }));
    await expect(args.onValueChange).not.toHaveBeenCalledWith(expect.objectContaining({ from_date_io: '2026-11-25' }));
  },
};

export const LotSearch: Story = {
  args: lotSearchArgs,
  play: async ({ args, canvas, userEvent, step }) => {
    await step('lot search shows Sub Category, Conditions and Price Range', async () => {
      const triggers = canvas.getAllByRole('button', { expanded: true }).map((trigger) => trigger.textContent);
      await expect(triggers).toEqual(['Category', 'Sub Category', 'Conditions', 'Price Range']);
      await expect(canvas.queryByRole('radio', { name: 'All Auctions' })).not.toBeInTheDocument();
      const conditions = canvas.getByRole('group', { name: 'Conditions' });
      await expect(within(conditions).getAllByRole('checkbox')).toHaveLength(2);
      await expect(within(conditions).getByRole('checkbox', { name: 'Used' })).not.toBeChecked();
      await expect(canvas.queryByRole('checkbox', { name: 'Damaged' })).not.toBeInTheDocument();
    });
    await step('sub categories and conditions are reported in the fields of the search body', async () => {
      await userEvent.click(canvas.getByRole('checkbox', { name: 'Morgan Dollars' }));
      await expect(args.onValueChange).toHaveBeenLastCalledWith({ sub_cat_id_multiple_io: [51] });
      await userEvent.click(canvas.getByRole('checkbox', { name: 'Used' }));
      await expect(args.onValueChange).toHaveBeenLastCalledWith({
        sub_cat_id_multiple_io: [51],
        auction_condition_new_io: ['used'],
      });
      await userEvent.click(canvas.getByRole('checkbox', { name: 'Used' }));
      await expect(args.onValueChange).toHaveBeenLastCalledWith({ sub_cat_id_multiple_io: [51] });
    });
    await step('the price range takes amounts only and applies both ends in dollars', async () => {
      const from = canvas.getByRole('textbox', { name: 'From' });
      const to = canvas.getByRole('textbox', { name: 'To' });
      await userEvent.type(from, '1x00');
      await expect(from).toHaveValue('100');
      await userEvent.type(to, '2500.505');
      await expect(to).toHaveValue('2500.50');
      await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
      const applied = { sub_cat_id_multiple_io: [51], from_price_io: 100, to_price_io: 2500.5 };
      await expect(args.onApply).toHaveBeenCalledWith(applied);
      await expect(args.onValueChange).toHaveBeenLastCalledWith(applied);
      await expect(canvas.queryByText('Please Enter Both Values')).not.toBeInTheDocument();
    });
  },
};

export const PriceRangeIncomplete: Story = {
  args: lotSearchArgs,
  play: async ({ args, canvas, userEvent }) => {
    const from = canvas.getByRole('textbox', { name: 'From' });
    const to = canvas.getByRole('textbox', { name: 'To' });
    await userEvent.type(from, '500{Enter}');
    const message = canvas.getByRole('alert');
    await expect(message).toHaveTextContent('Please Enter Both Values');
    await expect(to).toHaveAccessibleDescription(expect.stringContaining('Please Enter Both Values'));
    await expect(args.onApply).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
    await expect(args.onApply).not.toHaveBeenCalled();
    await expect(message).toHaveTextContent('Please Enter Both Values');
  },
};

/** From 500 to 100 matches nothing: the range stays in the fields with the message, and no search is made. */
export const PriceRangeBackwards: Story = {
  args: lotSearchArgs,
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'From' }), '500');
    await userEvent.type(canvas.getByRole('textbox', { name: 'To' }), '100{Enter}');
    await expect(canvas.getByRole('alert')).toHaveTextContent('The To price must be at least the From price.');
    await expect(canvas.getByRole('textbox', { name: 'From' })).toHaveValue('500');
    await expect(canvas.getByRole('textbox', { name: 'To' })).toHaveValue('100');
    await expect(args.onApply).not.toHaveBeenCalled();
  },
};

export const ClearAll: Story = {
  args: {
    defaultValue: {
      timed_live: 'timed',
      cat_id: [1, 2],
      condition: [1],
      from_date_io: '2026-11-01',
      to_date_io: '2026-11-30',
    },
  },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('radio', { name: 'Timed' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Silver' })).toBeChecked();
    await expect(canvas.getByLabelText('To')).toHaveValue('2026-11-30');
    const clearAll = canvas.getByRole('button', { name: 'Clear all' });
    await userEvent.tab();
    await expect(clearAll).toHaveFocus();
    await expect(getComputedStyle(clearAll).outlineStyle).toBe('solid');
    await userEvent.keyboard('{Enter}');
    await expect(args.onClearAll).toHaveBeenCalledTimes(1);
    await expect(args.onValueChange).toHaveBeenLastCalledWith(emptyLotFilters);
    await expect(canvas.getByRole('radio', { name: 'All Auctions' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Gold' })).not.toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Silver' })).not.toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'New' })).not.toBeChecked();
    await expect(canvas.getByLabelText('From')).toHaveValue('');
    await expect(canvas.getByLabelText('To')).toHaveValue('');
  },
};

export const Mobile: Story = {
  args: lotSearchArgs,
  globals: { viewport: { value: 'smallPhone', isRotated: false } },
  parameters: { visual: { fullViewport: true } },
  play: async ({ args, canvas, userEvent, step }) => {
    const toggle = canvas.getByRole('button', { name: 'Filters' });
    await step('the panel folds into a Filters button', async () => {
      await expect(canvas.queryByRole('region', { name: 'Filters' })).not.toBeInTheDocument();
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    });
    await step('the button opens the filters in a drawer', async () => {
      await userEvent.click(toggle);
      const drawer = await screen.findByRole('dialog', { name: 'Filters' });
      await userEvent.click(within(drawer).getByRole('checkbox', { name: 'Silver' }));
      await expect(args.onValueChange).toHaveBeenLastCalledWith(expect.objectContaining({ cat_id: [2] }));
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      await expect(toggle).toHaveFocus();
    });
    await step('choices survive closing, and Clear all works inside the drawer', async () => {
      await userEvent.keyboard('{Enter}');
      const drawer = await screen.findByRole('dialog', { name: 'Filters' });
      await expect(within(drawer).getByRole('checkbox', { name: 'Silver' })).toBeChecked();
      await userEvent.click(within(drawer).getByRole('button', { name: 'Clear all' }));
      await expect(args.onClearAll).toHaveBeenCalledTimes(1);
      await expect(within(drawer).getByRole('checkbox', { name: 'Silver' })).not.toBeChecked();
    });
  },
};
