/** A single text query parameter, kept when it is a non-empty string of sane length; dropped otherwise. */
const textParam = (value: unknown): string | undefined =>
  typeof value === 'string' && value.length > 0 && value.length <= 1000 ? value : undefined;

export interface ActivationSearch {
  userId?: string;
}

/** /verifyUser?userId=… : the signed value of the activation mail's link. */
export function activationSearch(search: Record<string, unknown>): ActivationSearch {
  const userId = textParam(search['userId']);
  return userId === undefined ? {} : { userId };
}

export interface ChangePasswordSearch {
  id?: string;
}

/** /change-password?id=… : the reset token of the mailed link. */
export function changePasswordSearch(search: Record<string, unknown>): ChangePasswordSearch {
  const id = textParam(search['id']);
  return id === undefined ? {} : { id };
}
