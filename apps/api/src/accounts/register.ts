import { signupSchema } from '@storefront/domain';
import type { OperationHandler } from '../http/operationTypes';
import { newestCard } from '../payments/cardProvider/cards';
import { DEFAULT_ACTIVATION_PAGE, storefrontPath } from '../mail/links';
import { activationMail } from '../mail/messages';
import { customerIdTaken, CUSTOMER_ID_TAKEN } from './cardCustomer';
import { EMAIL_TAKEN } from './checkEmailExistance';
import { formProblem } from './formProblem';
import { hashPassword } from './passwords';
import { findUserByEmail, normalizeEmail } from './users';

const UNIQUE_VIOLATION = '23505';

/**
 * Registers a buyer with the card they signed up with selected, inactive until the link of the activation mail is opened. The server applies the signup form's
 * own rules (packages/domain), so a client that skips them gets the same messages.
 */
export const register: OperationHandler<'register'> = async ({ body }, { db, links, mailer, tokens }) => {
  const form = signupSchema.safeParse({ ...body, confirm_password: body.password });
  if (!form.success) return { success: 'no', message: formProblem(form.error, { withField: true }) };
  if (await findUserByEmail(db, body.email)) return { success: 'no', message: EMAIL_TAKEN };
  if (body.card_paymentid && (await customerIdTaken(db, body.card_paymentid, null))) {
    return { success: 'no', message: CUSTOMER_ID_TAKEN };
  }

  const passwordHash = await hashPassword(body.password);
  // The card the buyer signed up with is the one selected until they choose another.
  const signupCard = body.card_paymentid ? await newestCard(db, body.card_paymentid) : undefined;
  const user = await db
    .transaction()
    .execute(async (trx) => {
      const created = await trx
        .insertInto('users')
        .values({
          email: normalizeEmail(form.data.email),
          password_hash: passwordHash,
          first_name: form.data.first_name,
          last_name: form.data.last_name,
          phone: form.data.phone,
          address1: form.data.address1,
          address2: form.data.address2 ?? '',
          city: form.data.city,
          state: form.data.state,
          country: form.data.country,
          zip: form.data.zip,
          card_paymentid: body.card_paymentid,
          default_card_id: signupCard?.id ?? null,
        })
        .returning(['id', 'email', 'first_name'])
        .executeTakeFirstOrThrow();
      await trx.insertInto('notification_settings').values({ user_id: created.id }).execute();
      return created;
    })
    .catch((error: unknown) => {
      if ((error as { code?: string }).code === UNIQUE_VIOLATION) return null;
      throw error;
    });
  if (!user) return { success: 'no', message: EMAIL_TAKEN };

  const page = storefrontPath(body.redirectURL, DEFAULT_ACTIVATION_PAGE);
  await mailer.send(activationMail(user, links.activation(await tokens.activation(user.id), page)));
  return {
    success: 'yes',
    message: 'Thanks for Registration. Please open the link we e-mailed you to activate your account.',
  };
};
