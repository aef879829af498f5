import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { CardFields, type CardFieldsProps, type CardFieldValues } from './CardFields';

const card: CardFieldValues = { card_number: '', name: '', exp_month: '', exp_year: '', cvv: '' };
const billing = { address1: '', city: '', state: '', country: 'United States', zip: '' };

/** The page's form holds the values; here a plain state does. */
function Host({ values: start, ...props }: CardFieldsProps) {
  const [values, setValues] = useState(start);
  return (
    <CardFields
      {...props}
      values={values}
      onChange={(patch) => {
        setValues((current) => ({ ...current, ...patch }));
        props.onChange(patch);
      }}
    />
  );
}

const meta = {
  title: 'Components/Forms/CardFields',
  component: CardFields,
  render: (args) => <Host {...args} />,
  decorators: [
    (Story) => (
      <div style={{ display: 'grid', gap: 16, maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    values: card,
    errors: {},
    onChange: fn(),
    maxLengths: { card_number: 16, exp_month: 2, exp_year: 4, cvv: 4, zip: 6 },
  },
} satisfies Meta<typeof CardFields>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Signup's card: number, name, expiry and CVV; the number fields keep digits only, up to their length. */
export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Card Number' }), '4242 4242 4242 4242 99');
    await expect(canvas.getByRole('textbox', { name: 'Card Number' })).toHaveValue('4242424242424242');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Name on Card' }), 'Mary Ann ONeil');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Expiry Month' }), '123');
    await expect(canvas.getByRole('textbox', { name: 'Expiry Month' })).toHaveValue('12');
    await userEvent.type(canvas.getByRole('textbox', { name: 'CVV' }), '12a34');
    await expect(canvas.getByRole('textbox', { name: 'CVV' })).toHaveValue('1234');
    await expect(args.onChange).toHaveBeenLastCalledWith({ cvv: '1234' });
    await expect(canvas.queryByRole('textbox', { name: 'Card City' })).toBeNull();
  },
};

/** Payment Methods and checkout: the billing address too, with each field's message under it. */
export const WithBillingAddress: Story = {
  args: {
    values: { ...card, ...billing, card_number: '4242', exp_month: '13' },
    errors: {
      card_number: 'Enter valid card number',
      exp_month: 'Enter valid expiry month',
      city: 'Enter valid card city',
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Card Number' })).toHaveAccessibleDescription(
      'Enter valid card number',
    );
    await expect(canvas.getByRole('textbox', { name: 'Expiry Month' })).toHaveAccessibleDescription(
      'Enter valid expiry month',
    );
    await expect(canvas.getByRole('textbox', { name: 'Card City' })).toHaveAccessibleDescription(
      'Enter valid card city',
    );
    await expect(canvas.getByRole('textbox', { name: 'Card Country' })).toHaveValue('United States');
  },
};

/** Checkout's zip has no length of its own: it is kept as typed and checked when the buyer pays. */
export const ZipAsTyped: Story = {
  args: { values: { ...card, ...billing }, maxLengths: { card_number: 16, exp_month: 2, exp_year: 4, cvv: 3 } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Card Zip Code' }), '9720A');
    await expect(canvas.getByRole('textbox', { name: 'Card Zip Code' })).toHaveValue('9720A');
    await userEvent.type(canvas.getByRole('textbox', { name: 'CVV' }), '1234');
    await expect(canvas.getByRole('textbox', { name: 'CVV' })).toHaveValue('123');
  },
};

export const Mobile: Story = {
  ...WithBillingAddress,
  globals: { viewport: { value: 'smallPhone' } },
};
