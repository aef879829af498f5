import type { OperationHandler } from '../http/operationTypes';

/** The admins a buyer can write to; the first one receives private chat. */
export const listSubAdmins: OperationHandler<'listSubAdmins'> = async (_input, { db }) => ({
  status: 'yes',
  data: await db.selectFrom('sub_admins').select(['id', 'first_name', 'last_name', 'email']).orderBy('id').execute(),
});
