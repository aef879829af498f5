import type { UserProfile } from '@storefront/api-client';
import { PROFILE_DETAILS_MISSING, imageFileProblem, PROFILE_UPDATED, profileSchema } from '@storefront/domain';
import { Button, FileField, sprinkles, TextField, useCheckedForm, useToast } from '@storefront/ui';
import { useRef, useState } from 'react';
import { useProfile } from '../api/useProfile';
import { useUpdateProfile } from '../api/useUpdateProfile';
import { RegionFields } from './RegionFields';
import * as styles from './accountForm.css';

const editable = (profile: UserProfile) => ({
  first_name: profile.first_name,
  last_name: profile.last_name,
  address1: profile.address1,
  address2: profile.address2 ?? '',
  city: profile.city,
  state: profile.state,
  country: profile.country,
  zip: profile.zip,
  // Read-only here, but checked with the rest.
  phone: profile.phone,
});

/**
 * /Dashboard/Profile: the buyer's details (e-mail and phone read-only) and photo ('Profile Updated Successfully').
 * Each field is checked by the signup's rules before anything is sent, its message under it; a required field left
 * empty also says 'Please Enter Profile Details'.
 */
export function ProfileForm() {
  const { data } = useProfile();
  const profile = data.data;
  const [photo, setPhoto] = useState<File | null>(null);
  const [photoError, setPhotoError] = useState<string | undefined>();
  const [brokenAvatar, setBrokenAvatar] = useState<string | undefined>();
  const update = useUpdateProfile();
  const toast = useToast();
  const { values, errors, set, field, submit } = useCheckedForm(profileSchema, editable(profile));

  // A photo is taken once its first bytes say it is an image; a later choice overrides one still being read.
  const chosenPhoto = useRef<File | null>(null);
  const choosePhoto = (file: File | null) => {
    chosenPhoto.current = file;
    setPhotoError(undefined);
    if (!file) return setPhoto(null);
    void imageFileProblem(file).then((problem) => {
      if (chosenPhoto.current !== file) return;
      setPhoto(problem ? null : file);
      setPhotoError(problem ?? undefined);
    });
  };

  const save = submit(
    (checked) =>
      update.mutate(
        {
          ...checked,
          address2: checked.address2 ?? '',
          city: checked.city ?? '',
          email: profile.email,
          ...(photo ? { user_profile_image: photo } : {}),
        },
        {
          onSuccess: () => {
            setPhoto(null);
            toast.show({
              id: 'profile',
              tone: 'success',
              kind: 'alert',
              title: PROFILE_UPDATED,
            });
          },
          onError: (error) => toast.show({ id: 'profile', tone: 'error', title: error.message }),
        },
      ),
    (messages) => {
      if (Object.values(messages).includes(PROFILE_DETAILS_MISSING))
        toast.show({ id: 'profile', tone: 'error', title: PROFILE_DETAILS_MISSING });
    },
  );

  return (
    <form className={sprinkles({ display: 'grid', gap: 'medium' })} noValidate onSubmit={save} aria-label="Profile">
      {profile.avatar && profile.avatar !== brokenAvatar && !photo ? (
        <img
          className={styles.avatar}
          src={profile.avatar}
          alt="Your profile photo"
          width={96}
          height={96}
          onError={() => setBrokenAvatar(profile.avatar)}
        />
      ) : null}
      <FileField
        label="Profile photo"
        hint="An image: PNG, JPEG, GIF or WebP."
        value={photo}
        onValueChange={choosePhoto}
        error={photoError}
        progress={update.progress}
      />
      <div className={styles.row}>
        <TextField label="First name" required autoComplete="given-name" {...field('first_name')} />
        <TextField label="Last name" required autoComplete="family-name" {...field('last_name')} />
      </div>
      <div className={styles.row}>
        <TextField label="Email address" type="email" readOnly value={profile.email} />
        <TextField label="Phone number" type="tel" readOnly value={profile.phone} error={errors['phone']} />
      </div>
      <TextField label="Address line 1" required autoComplete="address-line1" {...field('address1')} />
      <TextField label="Address line 2" autoComplete="address-line2" {...field('address2')} />
      <div className={styles.row}>
        <TextField label="City" autoComplete="address-level2" {...field('city')} />
        <RegionFields country={values.country} state={values.state} onChange={set} errors={errors} />
        <TextField label="Zip code" required inputMode="numeric" autoComplete="postal-code" {...field('zip')} />
      </div>
      <div>
        <Button type="submit" loading={update.isPending}>
          Save profile
        </Button>
      </div>
    </form>
  );
}
