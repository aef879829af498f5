import { describe, expect, it } from 'vitest';
import { tinyPng } from '../apps/api/test/support/images';
import { call, demoBuyers, signIn } from './support/demoStore';
import { journey } from './support/journey';
import { asSeller } from './support/liveAuction';
import { buyerIdOf } from './support/lotPages';

const { url, newPage, sellerKey } = journey();

/** The development outbox (this machine only), newest first. */
const outbox = async () => (await fetch(url('/dev/outbox'))).text();

describe('contact and consignment', () => {
  it('checks every field of the contact form with the spec’s words, then sends it', async () => {
    const { page, errors } = await newPage();
    await page.goto(url('/contactus'));
    const form = page.getByRole('form', { name: 'Contact Us' });
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Customer testimonials' })).toBeVisible();

    await form.getByRole('button', { name: 'Submit' }).click();
    await expect.poll(() => form.getByText('Required!').count()).toBe(2);
    await expect(form.getByText('Enter your Email Id', { exact: true })).toBeVisible();
    await expect(form.getByText('Please Enter Message', { exact: true })).toBeVisible();

    // Digits and signs typed into the name, and letters and signs into the phone, are blocked as they are typed.
    await form.getByLabel('Name').pressSequentially('Dale Rivers 3rd!');
    await expect(form.getByLabel('Name')).toHaveValue('Dale Rivers rd');
    await form.getByLabel('Phone Number').pressSequentially('(503) 555-01ab');
    await expect(form.getByLabel('Phone Number')).toHaveValue('50355501');
    expect(await form.getByLabel('Phone Number').getAttribute('maxlength')).toBe('10');
    await form.getByLabel('Email').fill('dale@');
    await form.getByLabel('Message', { exact: true }).fill('Do you buy pre-1933 gold coins?');
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(form.getByText('Please enter valid Email', { exact: true })).toBeVisible();
    await expect(form.getByText('only alphabets are allowed', { exact: true })).toBeHidden();
    await expect(form.getByText('Enter valid number', { exact: true })).toBeHidden();

    await form.getByLabel('Name').fill('Dale Rivers');
    await form.getByLabel('Email').fill('dale.rivers@example.com');
    await form.getByLabel('Phone Number').fill('5035550100');
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('region', { name: 'Notifications' }).getByText('Data sent successfully')).toBeVisible();
    await expect(form.getByLabel('Name')).toHaveValue('');
    expect(await outbox()).toContain('Do you buy pre-1933 gold coins?');
    expect(errors).toEqual([]);
  });

  it('sends a consignment inquiry with a picture the admin can open', async () => {
    const { page, errors } = await newPage();
    await page.goto(url('/inquires'));
    const form = page.getByRole('form', { name: 'Consignment Inquires' });
    await form.getByLabel('Name').fill('Dale Rivers');
    await form.getByLabel('Email').fill('dale.rivers@example.com');
    await form.getByLabel('Phone Number').fill('5035550100');
    await form.getByLabel('What would you like to consign?').fill('A roll of 1921 Morgan dollars.');
    await form.getByRole('button', { name: 'Send Inquiry' }).click();
    await expect(form.getByText('only alphabets are allowed', { exact: true })).toBeVisible();

    await form.getByLabel('Name').fill('Dale');
    await form
      .locator('input[type="file"]')
      .first()
      .setInputFiles({ name: 'morgan.png', mimeType: 'image/png', buffer: tinyPng() });
    await expect(form.getByRole('img', { name: 'Preview of morgan.png' })).toBeVisible();
    await form.getByRole('button', { name: 'Send Inquiry' }).click();
    await expect(
      page.getByRole('region', { name: 'Notifications' }).getByText('Form Submitted Successfully', { exact: true }),
    ).toBeVisible();
    await expect(form.getByText('morgan.png')).toBeHidden();

    const mail = await outbox();
    expect(mail).toContain('Consignment inquiry from Dale');
    const picture = /Picture 1: (\S+\/uploads\/consignment\/[0-9a-f]+\.png)/.exec(mail)?.[1];
    expect(picture).toBeDefined();
    const served = await fetch(new URL(new URL(picture!).pathname, url()));
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(tinyPng())).toBe(true);
    expect(errors).toEqual([]);
  });

  it('starts a signed-in buyer’s contact and consignment forms from their profile, and keeps them after a send', async () => {
    const buyer = demoBuyers.owen;
    const token = await signIn(url(), buyer);
    const profile = await call(url(), 'getUserProfileDetails', undefined, token);
    const { first_name, last_name, email, phone } = profile.data;
    const { page, errors } = await newPage({ initScript: `localStorage.setItem('token', ${JSON.stringify(token)})` });
    await page.goto(url('/contactus'));
    const form = page.getByRole('form', { name: 'Contact Us' });
    await expect(form.getByLabel('Name')).toHaveValue(`${first_name} ${last_name}`);
    await expect(form.getByLabel('Email')).toHaveValue(email);
    await expect(form.getByLabel('Phone Number')).toHaveValue(phone);
    await form.getByLabel('Message', { exact: true }).fill('Can I collect a won lot in person?');
    await form.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('region', { name: 'Notifications' }).getByText('Data sent successfully')).toBeVisible();
    await expect(form.getByLabel('Message', { exact: true })).toHaveValue('');
    await expect(form.getByLabel('Name')).toHaveValue(`${first_name} ${last_name}`);
    expect(await outbox()).toContain(`${first_name} ${last_name} &#60;${email}&#62;, ${phone}`);

    await page.goto(url('/inquires'));
    const inquiry = page.getByRole('form', { name: 'Consignment Inquires' });
    await expect(inquiry.getByLabel('Name')).toHaveValue(first_name);
    await expect(inquiry.getByLabel('Email')).toHaveValue(email);
    await expect(inquiry.getByLabel('Phone Number')).toHaveValue(phone);
    expect(errors).toEqual([]);
  });
});

describe('terms', () => {
  it('shows the store’s terms', async () => {
    const { page, errors } = await newPage();
    await page.goto(url('/TermsandConditions'));
    const terms = page.getByRole('article', { name: 'Terms and Conditions' });
    await expect(terms.getByRole('heading', { name: 'Terms and Conditions of Sale' })).toBeVisible();
    expect(errors).toEqual([]);
  });

  it('renders a script or an event handler in the terms as nothing', async () => {
    const { page } = await newPage();
    const payload =
      '<p>Safe clause</p><script>window.__termsRan = "script"</script>' +
      '<img src="/no-such-picture.png" onerror="window.__termsRan = \'onerror\'">' +
      '<a href="javascript:window.__termsRan = \'link\'">Tricky link</a>';
    // The server's own answer, with the store's terms replaced by the payload on the way to the page.
    await page.route('**/api/storeDetails', async (route) => {
      const response = await route.fetch();
      const answer = await response.json();
      await route.fulfill({ response, json: { ...answer, data: { ...answer.data, terms_condition: payload } } });
    });
    await page.goto(url('/TermsandConditions'));
    const terms = page.getByRole('article', { name: 'Terms and Conditions' });
    await expect(terms.getByText('Safe clause')).toBeVisible();
    await terms.getByText('Tricky link').click();
    expect(await terms.locator('script').count()).toBe(0);
    expect(await terms.locator('[onerror]').count()).toBe(0);
    expect(await terms.getByText('Tricky link').getAttribute('href')).toBeNull();
    expect(await page.evaluate(() => (window as { __termsRan?: string }).__termsRan)).toBeUndefined();
  });
});

describe('reviews', () => {
  it('shows only reviews above 3 stars on About and All reviews', async () => {
    const { results } = await call(url(), 'getReviews', {});
    const shown = results.filter((review) => review.stars > 3);
    const hidden = results.filter((review) => review.stars <= 3);
    expect(hidden.length).toBeGreaterThan(0);

    const { page, errors } = await newPage();
    await page.goto(url('/aboutus'));
    const client = page.getByRole('region', { name: 'Client Reviews' });
    await expect.poll(() => client.getByRole('article').count()).toBe(3);
    await expect(page.getByRole('region', { name: 'Google Reviews' }).getByText('No Reviews Found')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Find us' }).getByRole('img', { name: /^Map:/ })).toBeVisible();
    await expect.poll(() => page.getByRole('region', { name: 'Gallery' }).getByRole('img').count()).not.toBe(0);

    await client.getByRole('link', { name: 'View All' }).click();
    await expect(page).toHaveURL(url('/allreviews'));
    const all = page.getByRole('region', { name: 'Client Reviews' });
    await expect.poll(() => all.getByRole('article').count()).toBe(shown.length);
    for (const review of shown) await expect(all.getByText(review.userName)).toBeVisible();
    for (const review of hidden) await expect(page.getByText(review.userName)).toBeHidden();
    for (const stars of await all
      .getByRole('article')
      .evaluateAll((cards) => cards.map((card) => card.dataset['stars'])))
      expect(Number(stars)).toBeGreaterThan(3);
    expect(errors).toEqual([]);
  });
});

describe('chat with the admin', () => {
  it("asks a visitor to sign in, shows a sent message live in another window and the admin's answer live in both, as text", async () => {
    const buyer = demoBuyers.lena;
    const { page, errors } = await newPage();
    await page.goto(url('/Dashboard/Message'));
    await expect(page).toHaveURL(/\/login\?redirect=/);
    await page.getByLabel('Email address').fill(buyer.email);
    await page.getByLabel('Password', { exact: true }).fill(buyer.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page).toHaveURL(url('/Dashboard/Message'));
    const chat = page.getByRole('region', { name: /^Chat with / });
    await expect(chat.getByText('No Message Found')).toBeVisible();

    const token = await signIn(url(), buyer);
    const other = await newPage({ initScript: `localStorage.setItem('token', ${JSON.stringify(token)})` });
    await other.page.goto(url('/Dashboard/Message'));
    const otherChat = other.page.getByRole('region', { name: /^Chat with / });
    await expect(otherChat.getByText('No Message Found')).toBeVisible();

    const text = 'Is the <b>1921 Morgan</b> lot graded?';
    await chat.getByLabel('Message', { exact: true }).fill(text);
    await chat.getByRole('button', { name: 'Send' }).click();
    await expect(chat.getByRole('list', { name: 'Messages' }).getByText(text, { exact: true })).toBeVisible();
    await expect(chat.getByLabel('Message', { exact: true })).toHaveValue('');
    await expect(otherChat.getByRole('list', { name: 'Messages' }).getByText(text, { exact: true })).toBeVisible();
    expect(await otherChat.locator('b').count()).toBe(0);

    // The store's admin answers from the seller's side: the answer arrives live in both of the buyer's windows.
    const admins = await call(url(), 'listSubAdmins', undefined, token);
    const answer = 'Yes: the <i>1921 Morgan</i> is graded MS63.';
    const sent = await asSeller(url(), sellerKey, 'sendStaffMessage', {
      from_id: admins.data[0]!.id,
      to_id: buyerIdOf(token),
      message: answer,
    });
    expect(sent).toMatchObject({ status: 'yes' });
    await expect(chat.getByRole('list', { name: 'Messages' }).getByText(answer, { exact: true })).toBeVisible();
    await expect(otherChat.getByRole('list', { name: 'Messages' }).getByText(answer, { exact: true })).toBeVisible();
    expect(await chat.locator('i').count()).toBe(0);

    await page.reload();
    await expect(chat.getByRole('list', { name: 'Messages' }).getByText(text, { exact: true })).toBeVisible();
    await expect(chat.getByRole('list', { name: 'Messages' }).getByText(answer, { exact: true })).toBeVisible();
    expect(errors).toEqual([]);
    expect(other.errors).toEqual([]);
  });
});

describe('buy now and privacy', () => {
  it('filters the buy-now demonstration by category, condition and price, kept in the address', async () => {
    const { page, errors } = await newPage();
    await page.goto(url('/buynow'));
    const items = page.getByRole('region', { name: 'Buy now items' });
    await expect.poll(() => items.getByRole('article').count()).toBe(8);

    await page.getByRole('checkbox', { name: 'Silver' }).click();
    await expect.poll(() => items.getByRole('article').count()).toBe(3);
    await page.getByRole('checkbox', { name: 'Used' }).click();
    await expect.poll(() => items.getByRole('article').count()).toBe(1);
    await expect(items.getByRole('heading', { name: '1921 Morgan Silver Dollar' })).toBeVisible();

    await page.reload();
    await expect.poll(() => items.getByRole('article').count()).toBe(1);
    await page.getByRole('button', { name: 'Clear all' }).click();
    await expect.poll(() => items.getByRole('article').count()).toBe(8);
    await page.getByLabel('From', { exact: true }).fill('30');
    await page.getByLabel('To', { exact: true }).fill('50');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect.poll(() => items.getByRole('article').count()).toBe(2);
    expect(errors).toEqual([]);
  });

  it('shows the privacy policy', async () => {
    const { page, errors } = await newPage();
    await page.goto(url('/Privacypolicy'));
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    expect(errors).toEqual([]);
  });
});
