import { CONTACT_SENT } from '@storefront/domain';
import { TOO_MANY_REQUESTS, withinAddressLimit } from '../http/addressLimit';
import type { OperationHandler } from '../http/operationTypes';
import { contactMail } from './contentMail';

/**
 * Keeps the contact form's message and, when asked (is_send_email 1), mails it to the store's admin; a few an hour per
 * address, so nobody floods the store's inbox.
 */
export const sendContactUs: OperationHandler<'sendContactUs'> = async ({ body, address, clientAddress }, services) => {
  const now = services.clock();
  if (!(await withinAddressLimit(services.db, { kind: 'contactUs', address, clientAddress, now }))) {
    return { success: 'no', message: TOO_MANY_REQUESTS };
  }
  await services.db
    .insertInto('contact_messages')
    .values({
      name: body.name.trim(),
      from_email: body.from_email.trim().toLowerCase(),
      phone_number: body.phone_number,
      subject: body.subject.trim(),
      messages: body.messages,
    })
    .execute();
  if (body.is_send_email === 1) {
    const mail = await contactMail(services.db, {
      subject: `Contact: ${body.subject.trim() || 'no subject'}`,
      text: `${body.name} <${body.from_email}>, ${body.phone_number}\n\n${body.messages}`,
    });
    if (mail) await services.mailer.send(mail);
  }
  return { success: 'yes', message: CONTACT_SENT };
};
