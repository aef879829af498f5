import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { mailCount, mailLink, newBuyer, outbid, registeredBuyer, signInAs, type NewBuyer } from './support/accounts';
import { demoBuyers, openTimedLot } from './support/demoStore';
import { journey } from './support/journey';

const { url, newPage } = journey();

const toast = (page: Page, text: string) => page.getByRole('region', { name: 'Notifications' }).getByText(text);

async function fillDetails(page: Page, buyer: NewBuyer) {
  await page.getByLabel('First name').fill(buyer.first_name);
  await page.getByLabel('Last name').fill(buyer.last_name);
  await page.getByLabel('Email address').fill(buyer.email);
  await page.getByRole('textbox', { name: 'Phone number' }).fill(buyer.phone);
  await page.getByLabel('Password', { exact: true }).fill(buyer.password);
  await page.getByLabel('Confirm password').fill(buyer.password);
  await page.getByLabel('Address line 1').fill('1 Main St');
  await page.getByLabel('City').fill('Montgomery');
  await page.getByLabel('Zip code').fill('36104');
}

const continueButton = (page: Page) => page.getByRole('button', { name: 'Continue to card details' });

describe('signing up', () => {
  it('checks every rule of step 1 before going on', async () => {
    const { page, errors } = await newPage();
    await page.goto(url('/signup'));
    await expect(page.getByRole('link', { name: 'Past Auctions' })).toBeHidden();
    await expect(page.getByLabel('Country', { exact: true })).toHaveValue('United States');
    await expect(page.getByLabel('State')).toHaveValue('Alabama');

    await continueButton(page).click();
    await expect(page.getByLabel('First name')).toHaveAccessibleDescription('Required!');
    await expect(page.getByLabel('Zip code')).toHaveAccessibleDescription('Required!');

    await page.getByLabel('First name').fill("Mary'Ann");
    await page.getByLabel('Last name').fill('Smith2');
    await page.getByLabel('Email address').fill('mary@');
    await page.getByRole('textbox', { name: 'Phone number' }).fill('12345');
    await page.getByLabel('Password', { exact: true }).fill('gold#coin9');
    await page.getByLabel('Confirm password').fill('Gold#Coin8');
    await page.getByLabel('City').fill('Portland 2');
    await page.getByLabel('Zip code').fill('1234');
    await continueButton(page).click();
    await expect(page.getByLabel('First name')).toHaveAccessibleDescription('Only letters and spaces are allowed');
    await expect(page.getByLabel('Last name')).toHaveAccessibleDescription(
      'Only letters, spaces and apostrophes are allowed',
    );
    await expect(page.getByLabel('Email address')).toHaveAccessibleDescription('Invalid email format');
    await expect(page.getByText('Phone number invalid')).toBeVisible();
    await expect(page.getByText('Password must contain an uppercase letter')).toBeVisible();
    await expect(page.getByLabel('Confirm password')).toHaveAccessibleDescription('Passwords must match');
    await expect(page.getByLabel('City')).toHaveAccessibleDescription('Only letters are allowed');
    await expect(page.getByLabel('Zip code')).toHaveAccessibleDescription('Zip code must be 5 to 6 digits');

    for (const [password, message] of [
      ['Gold Coin#9', 'Password must not contain spaces'],
      ['GOLD#COIN9', 'Password must contain a lowercase letter'],
      ['Gold#Coins', 'Password must contain a number'],
      ['GoldCoin99', 'Password must contain a special character'],
      ['Go#1d', 'Password must be at least 8 characters'],
    ] as const) {
      await page.getByLabel('Password', { exact: true }).fill(password);
      await continueButton(page).click();
      await expect(page.getByText(message).first()).toBeVisible();
    }
    await expect(page).toHaveURL(url('/signup'));
    expect(errors).toEqual([]);
  });

  it("shows the server's message when the e-mail is registered already", async () => {
    const { page } = await newPage();
    await page.goto(url('/signup'));
    await fillDetails(page, { ...newBuyer(), email: demoBuyers.grace.email });
    await continueButton(page).click();
    await expect(page.getByLabel('Email address')).toHaveAccessibleDescription(
      'This e-mail address is already registered. Please sign in or use another one.',
    );
    await expect(page).toHaveURL(url('/signup'));
  });

  it('signs up in two steps with the sandbox card, activates from the mail and signs in', async () => {
    const buyer = newBuyer();
    const { page, errors } = await newPage();
    const sentToStore: string[] = [];
    page.on('request', (request) => {
      if (!new URL(request.url()).pathname.startsWith('/api/')) sentToStore.push(request.postData() ?? '');
    });

    await page.goto(url('/signup'));
    await fillDetails(page, buyer);
    await continueButton(page).click();
    await expect(page).toHaveURL(url('/cardDetails'));
    await expect(page.getByRole('link', { name: 'Past Auctions' })).toBeHidden();

    // Back keeps step 1, password included; a reload of step 2 keeps the rest but never stores the password, so
    // step 2 asks for it again.
    const cardForm = page.getByRole('form', { name: 'Card details' });
    await expect(cardForm.getByLabel('Password', { exact: true })).toBeHidden();
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page.getByLabel('First name')).toHaveValue(buyer.first_name);
    await expect(page.getByLabel('Email address')).toHaveValue(buyer.email);
    await expect(page.getByLabel('Password', { exact: true })).toHaveValue(buyer.password);
    await continueButton(page).click();
    await expect(page.getByLabel('Card number')).toBeVisible();
    await expect(page).toHaveURL(url('/cardDetails'));
    expect(await page.evaluate(() => sessionStorage.getItem('signup-details'))).not.toContain(buyer.password);
    await page.reload();
    await expect(cardForm.getByText(buyer.email)).toBeVisible();
    await expect(
      cardForm.getByText('For your security your password is not kept when this page reloads. Please enter it again.', {
        exact: true,
      }),
    ).toBeVisible();
    await cardForm.getByLabel('Password', { exact: true }).fill(buyer.password);
    await cardForm.getByLabel('Confirm password').fill(buyer.password);

    await page.getByLabel('Card number').fill('4242 4242 4242 42');
    await page.getByLabel('Name on card').fill('Mary 4nn');
    await page.getByLabel('CVV').fill('12');
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByLabel('Card number')).toHaveAccessibleDescription('Card number must be 15 to 16 digits');
    await expect(page.getByLabel('Name on card')).toHaveAccessibleDescription('Only letters and spaces are allowed');
    await expect(page.getByLabel('Expiry month')).toHaveAccessibleDescription('Not a valid expiration date');
    await expect(page.getByLabel('CVV')).toHaveAccessibleDescription('Invalid Cvv');

    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByLabel('Name on card').fill('Mary Ann ONeil');
    await page.getByLabel('Expiry month').fill('12');
    await page.getByLabel('Expiry year').fill('2031');
    await page.getByLabel('CVV').fill('123');
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(toast(page, 'Thanks for Registration')).toBeVisible();
    await expect(page).toHaveURL(url('/login'));
    expect(sentToStore.filter((body) => body.includes('4242424242424242') || body.includes('"cvc"'))).toEqual([]);
    expect(await page.evaluate(() => sessionStorage.getItem('signup-details'))).toBeNull();
    // The outbox is the server's own page (no icon of its own): the storefront's pages are checked up to here.
    expect(errors).toEqual([]);

    const link = await mailLink(page, url(), buyer.email, 'Activate your account');
    expect(new URL(link).pathname).toBe('/verifyUser');
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Your account is active' })).toBeVisible();
    await expect(page.getByText('Your account is active. You can sign in now.')).toBeVisible();
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(url('/login'));
    await signInAs(page, buyer);
    await expect(page).toHaveURL(url('/'));
    await expect(page.getByRole('banner').getByText(buyer.first_name)).toBeVisible();
  });

  it('says plainly when an activation link does not work, and what to do', async () => {
    const { page } = await newPage();
    await page.goto(url('/verifyUser?userId=not-a-signed-value'));
    await expect(page.getByRole('heading', { name: 'Your account was not activated' })).toBeVisible();
    await expect(page.getByText(/This activation link is not valid, was already used or has expired\./)).toBeVisible();
    await expect(page.getByText(/If you activated your account already, sign in\./)).toBeVisible();
  });

  it('sends step 2 without step 1 back to the details', async () => {
    const { page } = await newPage();
    await page.goto(url('/cardDetails'));
    await expect(page.getByText('Your details come first')).toBeVisible();
    await page.getByRole('button', { name: 'Go to personal details' }).click();
    await expect(page).toHaveURL(url('/signup'));
  });
});

describe('resetting a password', () => {
  it('mails a link, sets a new password through it, and signs in with the new one', async () => {
    const { page } = await newPage();
    const buyer = await registeredBuyer(page, url());

    await page.goto(url('/login/forgot_password'));
    await expect(page.getByRole('link', { name: 'Past Auctions' })).toBeHidden();
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByLabel('Email address')).toHaveAccessibleDescription('Required!');
    await page.getByLabel('Email address').fill('nobody');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByLabel('Email address')).toHaveAccessibleDescription('Invalid email format');
    await page.getByLabel('Email address').fill(`nobody.${buyer.email}`);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    // The same answer as for a buyer's address: the page tells nobody which addresses have an account.
    await expect(toast(page, 'Reset Link sent to Mail')).toBeVisible();
    await expect(page).toHaveURL(url('/login'));

    await page.goto(url('/resetpassword'));
    await page.getByLabel('Email address').fill(buyer.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(toast(page, 'Reset Link sent to Mail')).toBeVisible();
    await expect(page).toHaveURL(url('/login'));

    const link = await mailLink(page, url(), buyer.email, 'Reset your password');
    expect(new URL(link).pathname).toBe('/change-password');
    expect(new URL(link).searchParams.get('id')).toBeTruthy();
    await page.goto(link);
    await expect(page.getByRole('link', { name: 'Past Auctions' })).toBeHidden();
    await page.getByLabel('New password', { exact: true }).fill('Short1#');
    await page.getByLabel('Confirm new password').fill('Short1#');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByLabel('New password', { exact: true })).toHaveAccessibleDescription(
      'Password must be at least 8 characters',
    );
    await page.getByLabel('New password', { exact: true }).fill('Silver#Eagle7');
    await page.getByLabel('Confirm new password').fill('Silver#Eagle8');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByLabel('Confirm new password')).toHaveAccessibleDescription('Passwords must match');
    await page.getByLabel('Confirm new password').fill('Silver#Eagle7');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(toast(page, 'Password Changed Successfully')).toBeVisible();
    await expect(page).toHaveURL(url('/login'));

    await signInAs(page, { email: buyer.email, password: buyer.password });
    await expect(toast(page, 'Invalid e-mail or password.')).toBeVisible();
    await signInAs(page, { email: buyer.email, password: 'Silver#Eagle7' });
    await expect(page).toHaveURL(url('/'));
    await expect(page.getByRole('banner').getByText(buyer.first_name)).toBeVisible();

    const { page: again } = await newPage();
    await again.goto(link);
    await again.getByLabel('New password', { exact: true }).fill('Copper#Penny3');
    await again.getByLabel('Confirm new password').fill('Copper#Penny3');
    await again.getByRole('button', { name: 'Change password' }).click();
    await expect(
      toast(again, 'This reset link is invalid, already used or expired. Please ask for a new one.'),
    ).toBeVisible();
  });
});

const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

describe('the profile', () => {
  it('asks to sign in and comes back, saves details and a photo, and the header follows', async () => {
    const { page, errors } = await newPage();
    const buyer = await registeredBuyer(page, url());
    await page.goto(url('/Dashboard/Profile'));
    await expect(page).toHaveURL(/\/login\?redirect=/);
    await signInAs(page, buyer);
    await expect(page).toHaveURL(url('/Dashboard/Profile'));

    await expect(page.getByLabel('Email address')).toHaveValue(buyer.email);
    await expect(page.getByLabel('Phone number')).toHaveValue(`+1${buyer.phone}`);
    expect(await page.getByLabel('Email address').getAttribute('readonly')).not.toBeNull();
    expect(await page.getByLabel('Phone number').getAttribute('readonly')).not.toBeNull();

    await page.getByLabel('First name').fill('');
    await page.getByRole('button', { name: 'Save profile' }).click();
    await expect(toast(page, 'Please Enter Profile Details')).toBeVisible();
    await page.getByLabel('Zip code').fill('97205-1234');
    await page.getByRole('button', { name: 'Save profile' }).click();
    await expect(page.getByLabel('Zip code')).toHaveAccessibleDescription('Zip code must be 5 to 6 digits');
    await expect(page.getByLabel('Zip code')).toHaveValue('97205-1234');
    await page.getByLabel('Zip code').fill('36104');

    const photo = page.getByLabel('Profile photo');
    await photo.setInputFiles({ name: 'notes.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') });
    await expect(page.getByText('Invalid file type. Please upload an image.')).toBeVisible();
    await photo.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
    await expect(page.getByRole('img', { name: 'Preview of me.png' })).toBeVisible();
    await expect(page.getByText('Invalid file type. Please upload an image.')).toBeHidden();
    // A text file renamed .png is told by its content, not its name.
    await photo.setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('Gold Eagle, 1 oz') });
    await expect(page.getByText('Invalid file type. Please upload an image.')).toBeVisible();
    await expect(page.getByRole('img', { name: 'Preview of notes.png' })).toBeHidden();
    await photo.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
    await expect(page.getByRole('img', { name: 'Preview of me.png' })).toBeVisible();
    await expect(page.getByText('Invalid file type. Please upload an image.')).toBeHidden();

    await page.getByLabel('First name').fill('Marianne');
    await page.getByRole('button', { name: 'Save profile' }).click();
    await expect(toast(page, 'Profile Updated Successfully')).toBeVisible();
    await expect(page.getByRole('banner').getByText('Marianne')).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Marianne' }).locator('img')).toBeVisible();
    await expect(page.getByRole('main').getByRole('img', { name: 'Your profile photo' })).toBeVisible();
    expect(errors).toEqual([]);
  });

  it('changes the password with the seven messages and keeps the buyer signed in here with the new one', async () => {
    const { page } = await newPage();
    const buyer = await registeredBuyer(page, url());
    await page.goto(url('/login?redirect=/Dashboard/Profile'));
    await signInAs(page, buyer);
    await expect(page).toHaveURL(url('/Dashboard/Profile'));

    const form = page.getByRole('form', { name: 'Change password' });
    const current = form.getByLabel('Current password');
    const fresh = form.getByLabel('New password', { exact: true });
    const confirm = form.getByLabel('Confirm new password');
    const submit = () => form.getByRole('button', { name: 'Update password' }).click();

    await submit();
    await expect(form.getByRole('alert')).toHaveText('Please Enter Password');
    await fresh.fill('Platinum#1');
    await confirm.fill('Platinum#1');
    await submit();
    await expect(current).toHaveAccessibleDescription('Please Enter Your Current Password.');
    await current.fill(buyer.password);
    await fresh.fill('');
    await submit();
    await expect(fresh).toHaveAccessibleDescription('Please Enter Your New Password.');
    await fresh.fill('Plat#1');
    await confirm.fill('Plat#1');
    await submit();
    await expect(fresh).toHaveAccessibleDescription('Your New Password have atlest 8 Characters.');
    await fresh.fill('Platinum#1Platinum#1');
    await confirm.fill('Platinum#1Platinum#1');
    await submit();
    await expect(fresh).toHaveAccessibleDescription('Your New Password have note more than 20 Characters.');
    await fresh.fill('Platinum#1');
    await confirm.fill('');
    await submit();
    await expect(confirm).toHaveAccessibleDescription('Please Enter Your Confirm New Password.');
    await confirm.fill('Platinum#2');
    await submit();
    await expect(confirm).toHaveAccessibleDescription('Your New Password and Confirmation Password do not match.');

    await current.fill('Not#Her1password');
    await confirm.fill('Platinum#1');
    await submit();
    await expect(toast(page, 'Your Current Password is incorrect.')).toBeVisible();
    await current.fill(buyer.password);
    const ended = await page.evaluate(() => localStorage.getItem('token'));
    await submit();
    await expect(toast(page, 'Password Updated Successfully')).toBeVisible();
    // The server ended every session of the account; this one signed in again with the new password and stays.
    await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).not.toBe(ended);
    await expect(page).toHaveURL(url('/Dashboard/Profile'));
    await expect(current).toHaveValue('');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
    await expect(page).toHaveURL(url('/Dashboard/Profile'));

    const { page: elsewhere } = await newPage();
    await elsewhere.goto(url('/login'));
    await signInAs(elsewhere, buyer);
    await expect(toast(elsewhere, 'Invalid e-mail or password.')).toBeVisible();
    await signInAs(elsewhere, { email: buyer.email, password: 'Platinum#1' });
    await expect(elsewhere).toHaveURL(url('/'));
  });
});

describe('the account pages', () => {
  it('are reached from the login page, and answer to other letter cases of their paths', async () => {
    const { page } = await newPage();
    await page.goto(url('/login'));
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(url('/login/forgot_password'));
    await page.goto(url('/login'));
    await page.getByRole('main').getByRole('link', { name: 'Register for Auction' }).click();
    await expect(page).toHaveURL(url('/signup'));
    await page.goto(url('/dashboard/notification'));
    await expect(page).toHaveURL(url('/login?redirect=%2Fdashboard%2Fnotification'));
  });
});

describe('notification settings', () => {
  it('turns off the outbid mail, and the outbid mail stops', async () => {
    const { page } = await newPage();
    const buyer = await registeredBuyer(page, url());
    // Not the lot the other journeys bid on: their maximum bids would outbid this buyer before the rival does.
    const lot = await openTimedLot(url(), 30, 'last');
    const outbidMails = () => mailCount(page, url(), buyer.email, `You have been outbid: ${lot.title}`);

    await outbid(url(), buyer, demoBuyers.owen, lot);
    await expect.poll(outbidMails).toBe(1);

    await page.goto(url('/login?redirect=/Dashboard/Notification'));
    await signInAs(page, buyer);
    await expect(page).toHaveURL(url('/Dashboard/Notification'));
    const outbidBox = page.getByRole('checkbox', { name: 'I am outbid' });
    await expect.poll(() => outbidBox.getAttribute('aria-checked')).toBe('true');
    await outbidBox.click();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Notifications Updated Successfully')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('checkbox', { name: 'I win a lot' })).toBeVisible();
    expect(await page.getByRole('checkbox', { name: 'I am outbid' }).getAttribute('aria-checked')).toBe('false');
    expect(await page.getByRole('checkbox', { name: 'I win a lot' }).getAttribute('aria-checked')).toBe('true');

    const owenConfirmations = () => mailCount(page, url(), demoBuyers.owen.email, `Bid submitted: ${lot.title}`);
    const confirmedBefore = await owenConfirmations();
    await outbid(url(), buyer, demoBuyers.owen, { ...lot, next_bid: (await openTimedLot(url(), 30, 'last')).next_bid });
    // Mail is written after the bid's answer; Owen's confirmation goes in the same write as the outbid notice would.
    await expect.poll(owenConfirmations).toBeGreaterThan(confirmedBefore);
    expect(await outbidMails()).toBe(1);
  });
});
