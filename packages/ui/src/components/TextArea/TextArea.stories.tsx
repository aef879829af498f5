import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { TextArea } from './TextArea';

const meta = {
  title: 'Components/Forms/TextArea',
  component: TextArea,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
  args: { label: 'Message', required: true, onValueChange: fn() },
  argTypes: {
    resize: { control: 'inline-radio', options: ['vertical', 'none'] },
  },
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

const consignment =
  'Estate collection: 42 Morgan dollars (1878-1904), mostly VF-XF, a 1893-S in a PCGS holder, and ' +
  'a roll of 1964 Kennedy halves. Also six 10 oz Engelhard silver bars. Looking to consign for the spring auction.';

/** The contact form's message. */
export const Default: Story = {
  play: async ({ args, canvas, userEvent, step }) => {
    const message = canvas.getByRole('textbox', { name: 'Message' });
    await expect(message.tagName).toBe('TEXTAREA');
    await expect(message).toHaveAttribute('rows', '5');
    await expect(message).toHaveAttribute('aria-required', 'true');
    await step('reach it with the keyboard and see the focus ring around the box', async () => {
      await userEvent.tab();
      await expect(message).toHaveFocus();
      await expect(getComputedStyle(message.parentElement as HTMLElement).outlineStyle).toBe('solid');
    });
    await step('type two lines', async () => {
      await userEvent.type(message, 'Do you buy 1 oz Gold Maple Leafs?{Enter}I have five, 2019.');
      await expect(message).toHaveValue('Do you buy 1 oz Gold Maple Leafs?\nI have five, 2019.');
      await expect(args.onValueChange).toHaveBeenLastCalledWith(
        'Do you buy 1 oz Gold Maple Leafs?\nI have five, 2019.',
      );
    });
    await userEvent.tab();
    await expect(message).not.toHaveFocus();
  },
};

/** The consignment inquiry's description with a counter. */
export const WithCounter: Story = {
  args: {
    label: 'Describe your items',
    hint: 'Metal, weight, year, mint and grade help us estimate.',
    maxLength: 500,
    showCount: true,
    rows: 6,
  },
  play: async ({ args, canvas, userEvent }) => {
    const items = canvas.getByRole('textbox', { name: 'Describe your items' });
    await expect(items).toHaveAccessibleDescription(
      '0 of 500 characters used Metal, weight, year, mint and grade help us estimate.',
    );
    await userEvent.click(items);
    await userEvent.paste(consignment);
    await expect(args.onValueChange).toHaveBeenLastCalledWith(consignment);
    await expect(canvas.getByText(`${consignment.length} / 500`)).toBeVisible();
    await expect(items).toHaveAccessibleDescription(
      `${consignment.length} of 500 characters used Metal, weight, year, mint and grade help us estimate.`,
    );
  },
};

/** Close to the limit the counter turns amber and screen readers hear what is left; at the limit typing stops. */
export const NearLimit: Story = {
  args: {
    label: 'Describe your items',
    maxLength: 220,
    showCount: true,
    defaultValue: consignment,
  },
  play: async ({ canvas, canvasElement, userEvent, step }) => {
    const items = canvas.getByRole('textbox', { name: 'Describe your items' });
    const live = canvasElement.querySelector('[aria-live="polite"]:not([class])') as HTMLElement;
    await step('22 or fewer left: a warning', async () => {
      await expect(consignment).toHaveLength(206);
      await expect(canvas.getByText('206 / 220').parentElement).toHaveAttribute('data-tone', 'caution');
      await expect(live).toHaveTextContent('14 characters left');
    });
    await step('typing past the limit is refused', async () => {
      await userEvent.click(items);
      await userEvent.keyboard('{End} Thank you, Eleanor Whitfield');
      await expect(items).toHaveValue(`${consignment} Thank you, El`);
      await expect(canvas.getByText('220 / 220').parentElement).toHaveAttribute('data-tone', 'critical');
      await expect(live).toHaveTextContent('0 characters left');
    });
    await userEvent.tab();
  },
};

export const Error: Story = {
  args: { error: 'Please Enter Message' },
  play: async ({ args, canvas, userEvent }) => {
    const message = canvas.getByRole('textbox', { name: 'Message' });
    await expect(message).toHaveAttribute('aria-invalid', 'true');
    await expect(message).toHaveAccessibleDescription('Please Enter Message');
    await expect(canvas.getByText('Please Enter Message')).toBeVisible();
    await userEvent.type(message, 'Please call me about a 1907 Saint-Gaudens double eagle.');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(
      'Please call me about a 1907 Saint-Gaudens double eagle.',
    );
    await userEvent.tab();
  },
};

export const ReadOnly: Story = {
  args: {
    label: 'Your inquiry',
    required: false,
    readOnly: true,
    defaultValue: consignment,
    hint: 'Sent on 12 March. We reply within two business days.',
  },
  play: async ({ args, canvas, userEvent }) => {
    const inquiry = canvas.getByRole('textbox', { name: 'Your inquiry' });
    await userEvent.tab();
    await expect(inquiry).toHaveFocus();
    await expect(inquiry).toHaveAttribute('readonly');
    await userEvent.keyboard('x');
    await expect(inquiry).toHaveValue(consignment);
    await expect(args.onValueChange).not.toHaveBeenCalled();
    await userEvent.tab();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'Sending…', resize: 'none' },
  play: async ({ canvas, userEvent }) => {
    const message = canvas.getByRole('textbox', { name: 'Message' });
    await expect(message).toBeDisabled();
    await expect(getComputedStyle(message).resize).toBe('none');
    await userEvent.tab();
    await expect(message).not.toHaveFocus();
  },
};

export const Mobile: Story = {
  args: { maxLength: 1000, showCount: true },
  globals: { viewport: { value: 'smallPhone', isRotated: false } },
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    const message = canvas.getByRole('textbox', { name: 'Message' });
    const box = (message.parentElement as HTMLElement).getBoundingClientRect();
    await expect(box.width).toBeGreaterThan(400);
    await expect(box.height).toBeGreaterThanOrEqual(88);
    await userEvent.type(message, 'Is the 10 oz bar still available?');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('Is the 10 oz bar still available?');
    await expect(within(canvasElement).getByText('33 / 1,000')).toBeVisible();
    await userEvent.tab();
  },
};
