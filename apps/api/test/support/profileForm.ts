/** The profile form as the storefront sends it (multipart), optionally with a photo. */
export function profileForm(
  fields: Record<string, string> = {},
  photo?: { data: Buffer; type: string; name: string },
): FormData {
  const form = new FormData();
  const values = {
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
  };
  for (const [name, value] of Object.entries(values)) form.append(name, value);
  if (photo)
    form.append('user_profile_image', new Blob([new Uint8Array(photo.data)], { type: photo.type }), photo.name);
  return form;
}
