import type { ProfileUpdate } from '@storefront/api-client';
import { useApi } from '@storefront/api-client/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { uploadWithProgress } from './uploadWithProgress';

/**
 * Saves the profile (multipart, with the photo when one was chosen), reporting the upload's progress, then reads the
 * profile again so every view of it (the header's first name and photo too) follows.
 */
export function useUpdateProfile() {
  const { mutations, queries } = useApi();
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<number | undefined>();
  const mutation = useMutation({
    mutationKey: mutations.updateUserProfile.mutationKey,
    mutationFn: (body: ProfileUpdate) => {
      setProgress(body.user_profile_image ? 0 : undefined);
      const send = body.user_profile_image ? { body, fetch: uploadWithProgress(setProgress) } : { body };
      return mutations.updateUserProfile.mutationFn(send);
    },
    onSettled: () => setProgress(undefined),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queries.getUserProfileDetails().queryKey }),
  });
  return { ...mutation, progress };
}
