import { describe, expect, it } from 'vitest';
import { defaultIncrementTable } from '../increments/table';
import { checkoutCardSchema } from './checkoutCard';
import { checkoutPaymentSchema } from './checkoutPayment';
import { consignmentSchema } from './consignment';
import { accountContactSchema, contactSchema } from './contact';
import { dateFilterSchema } from './dateFilter';
import { listingBidSchema } from './listingBid';
import { liveBidSchema } from './liveBid';
import { liveRegistrationSchema } from './liveRegistration';
import { priceFilterSchema } from './priceFilter';
import { shippingAddressSchema } from './shippingAddress';
import { messages } from './testing';
import { timedBidSchema } from './timedBid';

const NOW = Date.UTC(2026, 5, 15);

describe('contact', () => {
  const valid = { name: 'Mary Ann', from_email: 'mary@example.com', phone_number: '5551234567', messages: 'Hello' };

  it('the stricter reading has a message for every field', () => {
    expect(messages(contactSchema, valid)).toEqual({});
    expect(messages(contactSchema, { name: '', from_email: '', phone_number: '', messages: '' })).toEqual({
      name: 'Required!',
      from_email: 'Enter your Email Id',
      phone_number: 'Required!',
      messages: 'Please Enter Message',
    });
    expect(
      messages(contactSchema, { name: 'M4ry', from_email: 'mary@', phone_number: '55512345678', messages: 'x' }),
    ).toEqual({
      name: 'only alphabets are allowed',
      from_email: 'Please enter valid Email',
      phone_number: 'Enter valid number',
    });
    expect(messages(contactSchema, { ...valid, phone_number: '555-1234' })).toEqual({
      phone_number: 'Enter valid number',
    });
  });

  it('the account side reading: letters-only name, valid e-mail, phone and message required', () => {
    expect(messages(accountContactSchema, { ...valid, name: 'Mary' })).toEqual({});
    expect(
      messages(accountContactSchema, { name: 'Mary Ann', from_email: 'x', phone_number: '', messages: '' }),
    ).toEqual({
      name: 'only alphabets are allowed',
      from_email: 'Invalid email format',
      phone_number: 'Required!',
      messages: 'Required!',
    });
  });
});

describe('consignment', () => {
  it('name letters only, no spaces', () => {
    const valid = { name: 'Mary', from_email: 'mary@example.com', phone_number: '5551234567', messages: 'Coins' };
    expect(messages(consignmentSchema, valid)).toEqual({});
    expect(messages(consignmentSchema, { ...valid, name: 'Mary Ann' })).toEqual({ name: 'only alphabets are allowed' });
  });
});

describe('shipping address', () => {
  const valid = {
    address: '12 Main St., Apt #4 (rear)',
    country: 'US',
    state: 'Oregon',
    city: 'Portland 2',
    zipcode: '97201',
  };

  it('accepts letters, digits, space and - , . # ( ) in the address', () => {
    expect(messages(shippingAddressSchema, valid)).toEqual({});
  });

  it('gives the spec messages', () => {
    expect(
      messages(shippingAddressSchema, { ...valid, address: 'Main St!', city: 'Portland!', zipcode: '9720' }),
    ).toEqual({
      address: 'Special characters not allowed',
      city: 'Only characters allowed',
      zipcode: 'Minimum 5 digits required',
    });
    expect(messages(shippingAddressSchema, { ...valid, address: 'a'.repeat(251), zipcode: '9720111' })).toEqual({
      address: 'Maximum 250 characters',
      zipcode: 'Maximum 6 digits only allowed',
    });
    expect(messages(shippingAddressSchema, { address: '', country: '', state: '', city: '', zipcode: '' })).toEqual({
      address: 'Required!',
      country: 'Required!',
      state: 'Required!',
      city: 'Required!',
      zipcode: 'Required!',
    });
  });
});

describe('card at checkout', () => {
  const valid = {
    card_number: '4242424242424242',
    name: 'Mary Smith',
    exp_month: '06',
    exp_year: '2026',
    cvv: '123',
    address1: '1 Main St',
    country: 'US',
    state: 'Oregon',
    city: 'Portland',
    zip: '97201',
  };
  const schema = checkoutCardSchema(NOW);

  it('accepts a card expiring this month', () => {
    expect(messages(schema, valid)).toEqual({});
  });

  it('gives the spec message for each field', () => {
    expect(
      messages(schema, {
        card_number: '4242424242424',
        name: 'M4ry',
        exp_month: '13',
        exp_year: '26',
        cvv: '12',
        address1: '',
        country: '',
        state: '',
        city: '',
        zip: '',
      }),
    ).toEqual({
      card_number: 'Enter valid card number',
      name: 'Enter valid card name',
      exp_month: 'Enter valid expiry month',
      exp_year: 'Invalid year',
      cvv: 'Enter valid CVV',
      address1: 'Enter card address line 1',
      country: 'Enter valid card country',
      state: 'Enter valid card state',
      city: 'Enter valid card city',
      zip: 'Enter valid card zip code',
    });
  });

  it("an expiry in the past: 'Enter valid expiry year'", () => {
    expect(messages(schema, { ...valid, exp_month: '5' })).toEqual({ exp_year: 'Enter valid expiry year' });
    expect(messages(schema, { ...valid, exp_year: '2025', exp_month: '12' })).toEqual({
      exp_year: 'Enter valid expiry year',
    });
  });

  it('reports a past expiry together with the other fields’ messages', () => {
    expect(messages(schema, { ...valid, exp_year: '2020', address1: '', name: '' })).toEqual({
      name: 'Enter valid card name',
      address1: 'Enter card address line 1',
      exp_year: 'Enter valid expiry year',
    });
  });

  it('takes 14 to 16 digits', () => {
    expect(messages(schema, { ...valid, card_number: '30569309025904' })).toEqual({});
    expect(messages(schema, { ...valid, card_number: '' })).toEqual({ card_number: 'Enter valid card number' });
  });

  it("zip numeric 5 to 6, else 'Enter valid card zip code'", () => {
    for (const zip of ['972', '9720a', '97205-1234', '1234567']) {
      expect(messages(schema, { ...valid, zip })).toEqual({ zip: 'Enter valid card zip code' });
    }
    expect(messages(schema, { ...valid, zip: '972051' })).toEqual({});
  });
});

describe('paying at checkout', () => {
  const schema = checkoutPaymentSchema(NOW);
  const ready = {
    shippingPriced: true,
    shipping_addr_id: 4,
    method: 'card' as const,
    cardId: 'card_1',
    newCard: null,
    bank: null,
  };

  it('goes ahead with an address and a saved card', () => {
    expect(messages(schema, ready)).toEqual({});
  });

  it('gives the spec message for the first thing missing', () => {
    expect(messages(schema, { ...ready, shippingPriced: false })).toEqual({
      '': 'Please Wait Until seller update shipping cost',
    });
    expect(messages(schema, { ...ready, shipping_addr_id: null })).toEqual({ '': 'Please Select Shipping Address' });
    expect(messages(schema, { ...ready, cardId: null, newCard: { card_number: '1' } })).toEqual({
      '': 'Please Select Or Add New Card Details',
    });
    expect(messages(schema, { ...ready, method: 'bank' })).toEqual({ '': 'Please Select Bank Details' });
    expect(messages(schema, { ...ready, method: 'bank', bank: { id: 'ba_1', status: 'new' } })).toEqual({
      '': 'Please Verify Bank Details or please select verified bank details',
    });
    expect(messages(schema, { ...ready, method: 'bank', bank: { id: 'ba_1', status: 'verified' } })).toEqual({});
  });
});

describe('price filter', () => {
  it("needs both values ('Please Enter Both Values') and gives cents", () => {
    expect(messages(priceFilterSchema, { from: '10', to: '' })).toEqual({ '': 'Please Enter Both Values' });
    expect(messages(priceFilterSchema, { from: '', to: '50' })).toEqual({ '': 'Please Enter Both Values' });
    expect(priceFilterSchema.parse({ from: '10', to: '50.5' })).toEqual({ from: 1_000, to: 5_050 });
    expect(priceFilterSchema.parse({ from: '10', to: '10' })).toEqual({ from: 1_000, to: 1_000 });
  });

  it('refuses a range that runs backwards with the designed message', () => {
    expect(messages(priceFilterSchema, { from: '500', to: '100' })).toEqual({
      '': 'The To price must be at least the From price.',
    });
  });
});

describe('date filter', () => {
  it('leaves either end open; a To date before the From date is refused with the designed message', () => {
    expect(messages(dateFilterSchema, { from_date_io: '2026-11-10', to_date_io: '' })).toEqual({});
    expect(messages(dateFilterSchema, { from_date_io: '', to_date_io: '2026-11-01' })).toEqual({});
    expect(messages(dateFilterSchema, { from_date_io: '2026-11-10', to_date_io: '2026-11-10' })).toEqual({});
    expect(messages(dateFilterSchema, { from_date_io: '2026-11-10', to_date_io: '2026-11-01' })).toEqual({
      '': 'The To date must be on or after the From date.',
    });
  });
});

describe('live registration', () => {
  it("needs the terms: 'Please accept Terms and Conditions.'", () => {
    expect(messages(liveRegistrationSchema, { terms: false })).toEqual({
      terms: 'Please accept Terms and Conditions.',
    });
    expect(messages(liveRegistrationSchema, {})).toEqual({ terms: 'Please accept Terms and Conditions.' });
    expect(messages(liveRegistrationSchema, { terms: true })).toEqual({});
  });
});

describe('bid inputs', () => {
  it("listing: at most 2 decimals; below the next bid 'Enter $X or more'; before start 'Auction is not started!'", () => {
    const schema = listingBidSchema({ minimumBid: 102_250, started: true });
    expect(schema.parse('1022.50')).toBe(102_250);
    expect(messages(schema, '1022.49')).toEqual({ '': 'Enter $1,022.50 or more' });
    expect(messages(schema, '1022.505')).toEqual({ '': 'Enter Bid Amount' });
    expect(messages(schema, '')).toEqual({ '': 'Enter Bid Amount' });
    expect(messages(listingBidSchema({ minimumBid: 100, started: false }), '5')).toEqual({
      '': 'Auction is not started!',
    });
  });

  it("timed lot: required ('Enter Bid Amount'); minimum 'Min. Bid $X'; before start 'Wait until auction starts!'", () => {
    const schema = timedBidSchema({ minimumBid: 10_250, started: true });
    expect(messages(schema, '')).toEqual({ '': 'Enter Bid Amount' });
    expect(messages(schema, '102')).toEqual({ '': 'Min. Bid $102.50' });
    expect(schema.parse('102.5')).toBe(10_250);
    expect(messages(timedBidSchema({ minimumBid: 10_250, started: false }), '500')).toEqual({
      '': 'Wait until auction starts!',
    });
  });

  it('live room: required, digits only up to 9, the next minimum bid, multiples of the increment', () => {
    const schema = liveBidSchema({ minimumBid: 10_250, increments: defaultIncrementTable });
    expect(messages(schema, '')).toEqual({ '': 'Enter bid amount' });
    expect(messages(schema, '100')).toEqual({ '': 'Your Next Min Bid Amount Is US $102.50' });
    expect(messages(schema, '103')).toEqual({
      '': 'Please Enter Valid Value.Bid Amount Should Be Multiples Of Bid Increment.',
    });
    expect(messages(schema, '103.5')).toEqual({
      '': 'Please Enter Valid Value.Bid Amount Should Be Multiples Of Bid Increment.',
    });
    expect(messages(schema, '1234567890')).toEqual({
      '': 'Please Enter Valid Value.Bid Amount Should Be Multiples Of Bid Increment.',
    });
    expect(schema.parse('105')).toBe(10_500);
    expect(liveBidSchema({ minimumBid: 3_800, increments: defaultIncrementTable }).parse('38')).toBe(3_800);
  });

  it('live room: the next minimum bid itself is taken even off the grid', () => {
    const schema = liveBidSchema({ minimumBid: 3_700, increments: [{ from: 0, to: null, increment: 500 }] });
    expect(schema.parse('37')).toBe(3_700);
    expect(messages(schema, '38')).toEqual({
      '': 'Please Enter Valid Value.Bid Amount Should Be Multiples Of Bid Increment.',
    });
    expect(schema.parse('40')).toBe(4_000);
  });
});
