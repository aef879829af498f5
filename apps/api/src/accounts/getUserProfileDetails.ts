import type { OperationHandler } from '../http/operationTypes';
import { signedIn } from './signedIn';

/** The signed-in buyer's own profile, with the saved card they selected (updateCard). */
export const getUserProfileDetails: OperationHandler<'getUserProfileDetails'> = async (input, { db, uploads }) => {
  const caller = signedIn(input);
  const user = await db
    .selectFrom('users')
    .select([
      'first_name',
      'last_name',
      'email',
      'phone',
      'city',
      'state',
      'country',
      'zip',
      'address1',
      'address2',
      'avatar',
      'default_card_id',
    ])
    .where('id', '=', caller.id)
    .executeTakeFirstOrThrow();
  const { avatar, ...profile } = user;
  return { data: avatar ? { ...profile, avatar: uploads.url(avatar) } : profile };
};
