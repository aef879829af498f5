import type { OperationHandler } from '../http/operationTypes';
import { contactMail } from './contentMail';

export const INQUIRY_SENT = 'Thank you. Our consignment team will contact you shortly.';

/** Keeps a consignment inquiry and mails it to the store's admin. */
export const sendConsignmentInquiry: OperationHandler<'sendConsignmentInquiry'> = async ({ body }, services) => {
  const inquiry = {
    name: body.name.trim(),
    email: body.email.trim().toLowerCase(),
    phone: body.phone.trim(),
    message: body.message,
  };
  await services.db.insertInto('consignment_inquiries').values(inquiry).execute();
  const mail = await contactMail(services.db, {
    subject: `Consignment inquiry from ${inquiry.name}`,
    text: `${inquiry.name} <${inquiry.email}>, ${inquiry.phone}\n\n${inquiry.message}`,
  });
  if (mail) await services.mailer.send(mail);
  return { success: 'yes', message: INQUIRY_SENT };
};
