import { z } from './zod';
import { optionalText, requiredText } from './fields';

const MISSING = 'Please Enter Profile Details';

/** Profile details. E-mail and phone are shown read-only and not edited here. */
export const profileSchema = z.object({
  first_name: requiredText(MISSING),
  last_name: requiredText(MISSING),
  phone: requiredText(MISSING),
  state: requiredText(MISSING),
  country: requiredText(MISSING),
  zip: requiredText(MISSING),
  address1: requiredText(MISSING),
  address2: optionalText(),
  city: optionalText(),
});

/** The profile photo: any image type. Takes a File or anything with its `type`. */
export const profilePhotoSchema = z.object({
  type: z.string().regex(/^image\//, 'Invalid file type. Please upload an image.'),
});

export type ProfileForm = z.input<typeof profileSchema>;
