import { describe, expect, it } from 'vitest';
import { bankSchema } from './bank';
import { cardSchema } from './card';
import { keepDigits, keepLetters } from './fields';
import { loginSchema } from './login';
import { newPasswordSchema } from './newPassword';
import { passwordChangeSchema } from './passwordChange';
import { profilePhotoSchema, profileSchema } from './profile';
import { resetRequestSchema } from './resetRequest';
import { signupDetailsSchema, signupSchema } from './signup';
import { signupCardSchema } from './signupCard';
import { messages } from './testing';
import { microDepositCents, verifyBankSchema } from './verifyBank';

describe('login', () => {
  it("requires the e-mail ('Required!'), valid ('Invalid email format'), trimmed; and the password", () => {
    expect(messages(loginSchema, { username: '', password: '' })).toEqual({
      username: 'Required!',
      password: 'Required!',
    });
    expect(messages(loginSchema, { username: '   ', password: 'x' })).toEqual({ username: 'Required!' });
    expect(messages(loginSchema, { username: 'buyer@', password: 'x' })).toEqual({ username: 'Invalid email format' });
    expect(loginSchema.parse({ username: ' buyer@example.com ', password: 'x' }).username).toBe('buyer@example.com');
  });
});

describe('reset request', () => {
  it('requires a valid e-mail', () => {
    expect(messages(resetRequestSchema, { email: '' })).toEqual({ email: 'Required!' });
    expect(messages(resetRequestSchema, { email: 'nope' })).toEqual({ email: 'Invalid email format' });
    expect(messages(resetRequestSchema, { email: 'a@b.co' })).toEqual({});
  });
});

describe('signup step 1', () => {
  const valid = {
    first_name: 'Mary Ann',
    last_name: "O'Neil",
    email: 'mary@example.com',
    phone: '+1 (555) 123-4567',
    password: 'Gold#Coin9',
    confirm_password: 'Gold#Coin9',
    address1: '1 Main St',
    address2: '',
    city: 'Portland',
    state: 'Oregon',
    country: 'United States',
    zip: '97201',
  };

  it('accepts a complete form, address line 2 optional', () => {
    expect(messages(signupSchema, valid)).toEqual({});
    expect(
      messages(signupSchema, Object.fromEntries(Object.entries(valid).filter(([key]) => key !== 'address2'))),
    ).toEqual({});
  });

  it('names: letters and spaces; the last name also an apostrophe', () => {
    expect(messages(signupSchema, { ...valid, first_name: "O'Neil" })).toEqual({
      first_name: 'Only letters and spaces are allowed',
    });
    expect(messages(signupSchema, { ...valid, last_name: 'Smith2' })).toEqual({
      last_name: 'Only letters, spaces and apostrophes are allowed',
    });
  });

  it("phone: 8 to 20 characters with at least 8 digits starting 1-9, else 'Phone number invalid'", () => {
    for (const phone of ['1234567', '0123456789', '+1 555 12', '1'.repeat(21), '(0) 5551234567']) {
      expect(messages(signupSchema, { ...valid, phone })).toEqual({ phone: 'Phone number invalid' });
    }
    expect(messages(signupSchema, { ...valid, phone: '55512345' })).toEqual({});
    expect(messages(signupSchema, { ...valid, phone: '' })).toEqual({ phone: 'Required!' });
  });

  it('phone widget: the national number itself needs 8 digits starting 1-9, a calling code does not count', () => {
    const typed = (national: string, full: string) => ({ ...valid, phone: { national, full } });
    expect(messages(signupDetailsSchema, typed('1234567', '+11234567'))).toEqual({ phone: 'Phone number invalid' });
    expect(messages(signupDetailsSchema, typed('0123456789', '+10123456789'))).toEqual({
      phone: 'Phone number invalid',
    });
    expect(messages(signupDetailsSchema, typed('', ''))).toEqual({ phone: 'Required!' });
    expect(messages(signupDetailsSchema, typed('(503) 555-0123', '+15035550123'))).toEqual({});
    expect(signupDetailsSchema.parse(typed('12345678', '+4412345678')).phone).toBe('+4412345678');
  });

  it.each([
    ['Gold Coin#9', 'Password must not contain spaces'],
    ['GOLD#COIN9', 'Password must contain a lowercase letter'],
    ['gold#coin9', 'Password must contain an uppercase letter'],
    ['Gold#Coins', 'Password must contain a number'],
    ['GoldCoin99', 'Password must contain a special character'],
    ['Go#1d', 'Password must be at least 8 characters'],
    ['Gold#Coin9-Silver#Bar', 'Password must be 8 to 20 characters'],
  ])('password %s: %s', (password, message) => {
    expect(messages(signupSchema, { ...valid, password, confirm_password: password })).toEqual({
      password: message,
      confirm_password: message,
    });
  });

  it('the confirmation must match', () => {
    expect(messages(signupSchema, { ...valid, confirm_password: 'Gold#Coin8' })).toEqual({
      confirm_password: 'Passwords must match',
    });
  });

  it('says the confirmation does not match while other fields are still empty', () => {
    expect(messages(signupSchema, { ...valid, last_name: '', confirm_password: 'Gold#Coin8' })).toEqual({
      last_name: 'Required!',
      confirm_password: 'Passwords must match',
    });
  });

  it('zip 5 to 6 digits, city letters only, address line 1, state and country required', () => {
    expect(
      messages(signupSchema, { ...valid, zip: '1234', city: 'Portland 2', address1: ' ', state: '', country: '' }),
    ).toEqual({
      zip: 'Zip code must be 5 to 6 digits',
      city: 'Only letters are allowed',
      address1: 'Required!',
      state: 'Required!',
      country: 'Required!',
    });
    expect(messages(signupSchema, { ...valid, zip: '123456' })).toEqual({});
  });

  it("a zip typed with its extension is refused, not cut; address lines at most 250 ('Maximum 250 characters')", () => {
    expect(messages(signupSchema, { ...valid, zip: '97205-1234' })).toEqual({ zip: 'Zip code must be 5 to 6 digits' });
    expect(messages(signupSchema, { ...valid, address1: 'a'.repeat(251), address2: 'b'.repeat(251) })).toEqual({
      address1: 'Maximum 250 characters',
      address2: 'Maximum 250 characters',
    });
    expect(messages(signupSchema, { ...valid, address1: 'a'.repeat(250) })).toEqual({});
  });
});

describe('signup step 2 (card)', () => {
  const valid = { card_number: '4242 4242 4242 4242', name: 'Mary Ann', exp_month: '4', exp_year: '2031', cvv: '123' };

  it('number 15 to 16 digits, name letters and spaces, cvv 3 to 4 digits', () => {
    expect(signupCardSchema.parse(valid).card_number).toBe('4242424242424242');
    expect(messages(signupCardSchema, { ...valid, card_number: '378282246310005' })).toEqual({});
    expect(messages(signupCardSchema, { ...valid, card_number: '42424242424242', name: 'M4ry', cvv: '12' })).toEqual({
      card_number: 'Card number must be 15 to 16 digits',
      name: 'Only letters and spaces are allowed',
      cvv: 'Invalid Cvv',
    });
    expect(messages(signupCardSchema, { ...valid, cvv: '1234' })).toEqual({});
  });
});

describe('new password after a reset link', () => {
  it('the signup rules, confirmation must match', () => {
    expect(messages(newPasswordSchema, { password: 'short', confirm_password: 'short' })).toEqual({
      password: 'Password must contain an uppercase letter',
    });
    expect(messages(newPasswordSchema, { password: 'abcdefgh', confirm_password: 'abcdefgh' })).toEqual({
      password: 'Password must contain an uppercase letter',
    });
    expect(messages(newPasswordSchema, { password: 'Gold#Coin9-Silver#Bar', confirm_password: 'x' })).toMatchObject({
      password: 'Password must be 8 to 20 characters',
    });
    expect(messages(newPasswordSchema, { password: 'Gold#Coin9', confirm_password: 'Gold#Coin9' })).toEqual({});
    expect(messages(newPasswordSchema, { password: 'Gold#Coin9', confirm_password: 'Gold#Coin8' })).toEqual({
      confirm_password: 'Passwords must match',
    });
  });
});

describe('profile', () => {
  const valid = {
    first_name: 'Mary',
    last_name: 'Smith',
    phone: '5551234567',
    state: 'Oregon',
    country: 'United States',
    zip: '97201',
    address1: '1 Main St',
  };

  it("saving with a required field empty shows 'Please Enter Profile Details'", () => {
    expect(messages(profileSchema, valid)).toEqual({});
    for (const field of Object.keys(valid)) {
      expect(messages(profileSchema, { ...valid, [field]: '' })).toEqual({ [field]: 'Please Enter Profile Details' });
    }
  });

  it('names, city, zip and address lines by the signup rules; the city may stay empty', () => {
    expect(
      messages(profileSchema, {
        ...valid,
        first_name: 'T3st<b>',
        last_name: 'Smith2',
        city: 'Seattle 9!',
        zip: '1234',
        address1: 'a'.repeat(300),
        address2: 'b'.repeat(251),
      }),
    ).toEqual({
      first_name: 'Only letters and spaces are allowed',
      last_name: 'Only letters, spaces and apostrophes are allowed',
      city: 'Only letters are allowed',
      zip: 'Zip code must be 5 to 6 digits',
      address1: 'Maximum 250 characters',
      address2: 'Maximum 250 characters',
    });
    expect(messages(profileSchema, { ...valid, zip: '97205-1234' })).toEqual({ zip: 'Zip code must be 5 to 6 digits' });
    expect(messages(profileSchema, { ...valid, last_name: "O'Neil", city: 'New York', zip: '972051' })).toEqual({});
    expect(messages(profileSchema, { ...valid, city: '' })).toEqual({});
  });

  it("the photo must be an image, else 'Invalid file type. Please upload an image.'", () => {
    expect(messages(profilePhotoSchema, { type: 'image/png' })).toEqual({});
    expect(messages(profilePhotoSchema, { type: 'application/pdf' })).toEqual({
      type: 'Invalid file type. Please upload an image.',
    });
  });
});

describe('password change', () => {
  const change = (current_password: string, new_password: string, confirm_new_password: string) =>
    messages(passwordChangeSchema, { current_password, new_password, confirm_new_password });

  it("all empty: 'Please Enter Password'", () => {
    expect(change('', '', '')).toEqual({ '': 'Please Enter Password' });
  });

  it('each field empty has its message', () => {
    expect(change('', 'Gold#Coin9', 'Gold#Coin9')).toEqual({ current_password: 'Please Enter Your Current Password.' });
    expect(change('old', '', 'Gold#Coin9')).toEqual({
      new_password: 'Please Enter Your New Password.',
      confirm_new_password: 'Your New Password and Confirmation Password do not match.',
    });
    expect(change('old', 'Gold#Coin9', '')).toEqual({
      confirm_new_password: 'Please Enter Your Confirm New Password.',
    });
  });

  it('at least 8 characters', () => {
    expect(change('old', 'abcdefg', 'abcdefg')).toEqual({
      new_password: 'Your New Password have atlest 8 Characters.',
    });
  });

  it('the upper bound triggers at 20 or more, as the spec has it', () => {
    const longest = `Gold#Coin9${'x'.repeat(9)}`;
    expect(change('old', longest, longest)).toEqual({});
    expect(change('old', 'x'.repeat(20), 'x'.repeat(20))).toEqual({
      new_password: 'Your New Password have note more than 20 Characters.',
    });
  });

  it('the confirmation must match', () => {
    expect(change('old', 'Gold#Coin9', 'Gold#Coin8')).toEqual({
      confirm_new_password: 'Your New Password and Confirmation Password do not match.',
    });
  });

  it('meets the signup rules once its length fits, as wherever a password is set', () => {
    expect(change('old', 'abcdefgh', 'abcdefgh')).toEqual({
      new_password: 'Password must contain an uppercase letter',
    });
  });
});

describe('add card (account side)', () => {
  const valid = {
    card_number: '4242424242424242',
    exp_month: '12',
    exp_year: '2030',
    name: 'Mary Smith',
    cvv: '123',
    address1: '1 Main St',
    city: 'Portland',
    state: 'Oregon',
    country: 'United States',
    zip: '97201',
  };

  it('accepts a complete card', () => {
    expect(messages(cardSchema, valid)).toEqual({});
  });

  it("number up to 16 digits; month 1-12 and year 20xx ('Not a valid expiration date'); cvv 3 to 4 ('Invalid Cvv')", () => {
    expect(
      messages(cardSchema, {
        ...valid,
        card_number: '42424242424242421',
        exp_month: '13',
        exp_year: '1999',
        cvv: '12345',
      }),
    ).toEqual({
      card_number: 'Card number must be up to 16 digits',
      exp_month: 'Not a valid expiration date',
      exp_year: 'Not a valid expiration date',
      cvv: 'Invalid Cvv',
    });
    expect(messages(cardSchema, { ...valid, exp_month: '0' })).toEqual({ exp_month: 'Not a valid expiration date' });
    expect(messages(cardSchema, { ...valid, exp_month: '1' })).toEqual({});
  });

  it('name, address line 1, city, state, country required; zip numeric 5 to 6', () => {
    expect(
      messages(cardSchema, {
        ...valid,
        card_number: '',
        name: '',
        address1: '',
        city: '',
        state: '',
        country: '',
        zip: 'abcde',
      }),
    ).toEqual({
      card_number: 'Required!',
      name: 'Required!',
      address1: 'Required!',
      city: 'Required!',
      state: 'Required!',
      country: 'Required!',
      zip: 'Zip code must be 5 to 6 digits',
    });
  });
});

describe('add bank', () => {
  const valid = {
    holdername: 'Mary Smith',
    account_holder_type: 'individual',
    rounting_no: '110000000',
    account_no: '000123456789',
  };

  it("holder name, holder type, routing number (min 9 digits, 'Minimum 9 digits') and account number", () => {
    expect(messages(bankSchema, valid)).toEqual({});
    expect(messages(bankSchema, { ...valid, account_holder_type: 'company' })).toEqual({});
    expect(
      messages(bankSchema, { holdername: '', account_holder_type: 'trust', rounting_no: '11000000', account_no: '' }),
    ).toEqual({
      holdername: 'Required!',
      account_holder_type: 'Required!',
      rounting_no: 'Minimum 9 digits',
      account_no: 'Required!',
    });
  });
});

describe('verify bank', () => {
  it('requires both amounts', () => {
    expect(messages(verifyBankSchema, { payAmount1: '', payAmount2: ' ' })).toEqual({
      payAmount1: 'Required!',
      payAmount2: 'Required!',
    });
  });

  it('reduces a decimal to its cents part', () => {
    expect(verifyBankSchema.parse({ payAmount1: '0.32', payAmount2: '45' })).toEqual({
      payAmount1: 32,
      payAmount2: 45,
    });
    expect(microDepositCents('.5')).toBe(50);
    expect(microDepositCents('1.07')).toBe(7);
    expect(messages(verifyBankSchema, { payAmount1: '0.325', payAmount2: 'x' })).toEqual({
      payAmount1: 'Enter a valid amount',
      payAmount2: 'Enter a valid amount',
    });
  });
});

describe('input filters', () => {
  it('block what a field does not take', () => {
    expect(keepLetters('Mary-Ann 2')).toBe('MaryAnn');
    expect(keepLetters('Mary-Ann 2', { spaces: true })).toBe('MaryAnn ');
    expect(keepDigits('(555) 123-4567 89', 10)).toBe('5551234567');
  });
});
