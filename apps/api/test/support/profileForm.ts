import { toFormData, type components } from '@storefront/api-client';

type ProfileUpdate = components['schemas']['ProfileUpdate'];

/** The profile form's fields as the storefront sends them, typed by the document. */
export const profileFields = (fields: Partial<ProfileUpdate> = {}): ProfileUpdate => ({
  first_name: 'Mary',
  last_name: 'Smith',
  email: 'ignored@example.com',
  phone: '5035550199',
  country: 'United States',
  state: 'Washington',
  city: 'Seattle',
  zip: '98101',
  address1: '500 Pike St',
  address2: '',
  ...fields,
});

/** The profile form as the storefront sends it (multipart), optionally with a photo. */
export function profileForm(
  fields: Partial<ProfileUpdate> = {},
  photo?: { data: Buffer; type: string; name: string },
): FormData {
  const form = toFormData(profileFields(fields));
  if (photo)
    form.append('user_profile_image', new Blob([new Uint8Array(photo.data)], { type: photo.type }), photo.name);
  return form;
}
