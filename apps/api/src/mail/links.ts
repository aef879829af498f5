/** Links the e-mails carry, on the storefront's public address (never taken from a request's Host header). */
export interface Links {
  /** The storefront page that activates the account (it calls GET activate/{userId} with the signed value). */
  activation: (signedUserId: string, page: string) => string;
  /** The change-password page, with the reset token as its id query parameter. */
  passwordReset: (token: string) => string;
  /** /autologin/{login_email}, where login_email is a signed, expiring token. */
  autologin: (token: string) => string;
  /** The buyer's won lots, where they check out (the won notice's link). */
  wonLots: () => string;
  /** Any storefront page, e.g. a lot. */
  page: (path: string) => string;
}

export const DEFAULT_ACTIVATION_PAGE = '/verifyUser';

export function createLinks(publicUrl: () => string): Links {
  const page = (path: string) => new URL(path, publicUrl()).href;
  return {
    activation: (signedUserId, activationPage) => page(`${activationPage}?userId=${encodeURIComponent(signedUserId)}`),
    passwordReset: (token) => page(`/change-password?id=${encodeURIComponent(token)}`),
    autologin: (token) => page(`/autologin/${encodeURIComponent(token)}`),
    wonLots: () => page('/WonAuction'),
    page,
  };
}

/** A redirectURL from a signup is honoured only as a path of this storefront, so a mail never links elsewhere. */
export function storefrontPath(candidate: string | undefined, fallback: string): string {
  return candidate !== undefined && /^\/(?!\/)[A-Za-z0-9/_-]*$/.test(candidate) ? candidate : fallback;
}
