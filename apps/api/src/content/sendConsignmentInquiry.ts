import { CONSIGNMENT_SENT, imageExtension, NOT_AN_IMAGE } from '@storefront/domain';
import { TOO_MANY_REQUESTS, withinAddressLimit } from '../http/addressLimit';
import type { OperationHandler, UploadedFile } from '../http/operationTypes';
import type { Services } from '../services';
import { contactMail } from './contentMail';

/** The picture fields of the form (image_1 to image_3). */
export const CONSIGNMENT_IMAGES_MAX = 3;
const imageFields = new Set(Array.from({ length: CONSIGNMENT_IMAGES_MAX }, (_, index) => `image_${index + 1}`));

/**
 * Keeps a consignment inquiry with its pictures and mails it to the store's admin with a link to each picture. Every
 * picture must be a PNG, JPEG, GIF or WebP image by its content, or nothing is kept. A few an hour per address.
 */
export const sendConsignmentInquiry: OperationHandler<'sendConsignmentInquiry'> = async (input, services) => {
  const { body, files, address, clientAddress } = input;
  const now = services.clock();
  if (!(await withinAddressLimit(services.db, { kind: 'consignment', address, clientAddress, now }))) {
    return { success: 'no', message: TOO_MANY_REQUESTS };
  }
  const pictures = files.filter((file) => imageFields.has(file.field));
  const extensions = pictures.map((picture) => imageExtension(picture.data));
  if (extensions.some((extension) => extension === null)) return { success: 'no', message: NOT_AN_IMAGE };

  const inquiry = {
    name: body.name.trim(),
    email: body.email.trim().toLowerCase(),
    phone: body.phone.trim(),
    message: body.message,
  };
  await services.db.insertInto('consignment_inquiries').values(inquiry).execute();
  const links = await storePictures(services, pictures, extensions as string[]);
  const mail = await contactMail(services.db, {
    subject: `Consignment inquiry from ${inquiry.name}`,
    text: [`${inquiry.name} <${inquiry.email}>, ${inquiry.phone}`, inquiry.message, ...links].join('\n\n'),
  });
  if (mail) await services.mailer.send(mail);
  return { success: 'yes', message: CONSIGNMENT_SENT };
};

/** Saves the pictures under uploads/consignment and gives the storefront address of each. */
async function storePictures(services: Services, pictures: UploadedFile[], extensions: string[]): Promise<string[]> {
  const links: string[] = [];
  for (const [index, picture] of pictures.entries()) {
    const stored = await services.uploads.save('consignment', extensions[index] ?? 'png', picture.data);
    links.push(`Picture ${index + 1}: ${services.links.page(services.uploads.url(stored))}`);
  }
  return links;
}
