import { strongPassword } from './password';
import { z } from './zod';

const signupRules = strongPassword();

/**
 * Password change in the profile, with the spec's seven messages. The upper bound fires at 20 or more characters,
 * as the spec has it (so 19 is the longest accepted). With all three fields empty only 'Please Enter Password' shows.
 * A new password of a fitting length must also meet the signup rules, as wherever a password is set.
 */
export const passwordChangeSchema = z
  .object({
    current_password: z.string(),
    new_password: z.string(),
    confirm_new_password: z.string(),
  })
  .superRefine((form, context) => {
    const problem = (message: string, field?: keyof typeof form) =>
      context.addIssue({ code: 'custom', message, path: field === undefined ? [] : [field] });
    if (form.current_password === '' && form.new_password === '' && form.confirm_new_password === '') {
      problem('Please Enter Password');
      return;
    }
    if (form.current_password === '') problem('Please Enter Your Current Password.', 'current_password');
    if (form.new_password === '') problem('Please Enter Your New Password.', 'new_password');
    else if (form.new_password.length < 8) problem('Your New Password have atlest 8 Characters.', 'new_password');
    else if (form.new_password.length >= 20) {
      problem('Your New Password have note more than 20 Characters.', 'new_password');
    } else {
      const rule = signupRules.safeParse(form.new_password);
      if (!rule.success) problem(rule.error.issues[0]?.message ?? 'Required!', 'new_password');
    }
    if (form.confirm_new_password === '') {
      problem('Please Enter Your Confirm New Password.', 'confirm_new_password');
    } else if (form.confirm_new_password !== form.new_password) {
      problem('Your New Password and Confirmation Password do not match.', 'confirm_new_password');
    }
  });

export type PasswordChangeForm = z.input<typeof passwordChangeSchema>;
