import { z } from './zod';
import { addressLineRule, cityRule, firstNameRule, lastNameRule, requiredText, zipCodeField } from './fields';

/** Spec 000 §5: saving the profile with a required field empty. */
export const PROFILE_DETAILS_MISSING = 'Please Enter Profile Details';
const MISSING = PROFILE_DETAILS_MISSING;

/**
 * Profile details, by the signup's rules for each field (names, city, zip) and the address limit; a required field
 * left empty says 'Please Enter Profile Details'. The city may be left empty. E-mail and phone are shown read-only
 * and not edited here.
 */
export const profileSchema = z.object({
  first_name: firstNameRule(requiredText(MISSING)),
  last_name: lastNameRule(requiredText(MISSING)),
  phone: requiredText(MISSING),
  state: requiredText(MISSING),
  country: requiredText(MISSING),
  zip: zipCodeField(MISSING),
  address1: addressLineRule(requiredText(MISSING)),
  address2: addressLineRule(z.string().trim()).optional(),
  city: cityRule(z.string().trim()).optional(),
});

/** The profile photo: any image type. Takes a File or anything with its `type`. */
export const profilePhotoSchema = z.object({
  type: z.string().regex(/^image\//, 'Invalid file type. Please upload an image.'),
});

export type ProfileForm = z.input<typeof profileSchema>;
