import { imageExtension, NOT_AN_IMAGE, profilePhotoSchema, profileSchema } from '@storefront/domain';
import type { OperationHandler, UploadedFile } from '../http/operationTypes';
import type { Uploads } from '../uploads/uploads';
import { customerIdTaken, CUSTOMER_ID_TAKEN } from './cardCustomer';
import { formProblem } from './formProblem';
import { signedIn } from './signedIn';

/**
 * Saves the buyer's own profile and, when one is sent, a new photo. E-mail and phone are read-only (the form sends
 * them back unchanged), so they are not written. The photo must be a PNG, JPEG, GIF or WebP image by its content;
 * its size is capped by the multipart limits.
 */
export const updateUserProfile: OperationHandler<'updateUserProfile'> = async (input, { db, uploads }) => {
  const caller = signedIn(input);
  const form = profileSchema.safeParse(input.body);
  if (!form.success) return { status: 'no', message: formProblem(form.error) };

  const photo = input.files.find((file) => file.field === 'user_profile_image');
  const stored = photo ? await storePhoto(uploads, caller.id, photo) : undefined;
  if (stored === null) return { status: 'no', message: NOT_AN_IMAGE };

  const { card_paymentid } = input.body;
  if (card_paymentid && (await customerIdTaken(db, card_paymentid, caller.id))) {
    return { status: 'no', message: CUSTOMER_ID_TAKEN };
  }
  const previous = await db.selectFrom('users').select('avatar').where('id', '=', caller.id).executeTakeFirstOrThrow();
  await db
    .updateTable('users')
    .set({
      first_name: form.data.first_name,
      last_name: form.data.last_name,
      state: form.data.state,
      country: form.data.country,
      zip: form.data.zip,
      address1: form.data.address1,
      address2: form.data.address2 ?? '',
      city: form.data.city ?? '',
      ...(card_paymentid ? { card_paymentid } : {}),
      ...(stored ? { avatar: stored } : {}),
    })
    .where('id', '=', caller.id)
    .execute();
  if (stored && previous.avatar) await uploads.remove(previous.avatar);
  return { status: 'yes', message: 'Profile Updated Successfully' };
};

/** The stored path, or null when the file is not an image. */
async function storePhoto(uploads: Uploads, userId: number, photo: UploadedFile): Promise<string | null> {
  const extension = imageExtension(photo.data);
  if (!profilePhotoSchema.safeParse({ type: photo.mimetype }).success || !extension) return null;
  return uploads.save(`profile/${userId}`, extension, photo.data);
}
