/** The storefront's confirmations on the account pages (spec 000 §8), shared with the server and the mocks. */
export const THANKS_FOR_REGISTRATION = 'Thanks for Registration';
export const RESET_LINK_SENT = 'Reset Link sent to Mail';
export const PASSWORD_CHANGED = 'Password Changed Successfully';
export const PASSWORD_UPDATED = 'Password Updated Successfully';
export const PROFILE_UPDATED = 'Profile Updated Successfully';
export const NOTIFICATIONS_UPDATED = 'Notifications Updated Successfully';
