import { ProfileForm, ProfilePasswordForm } from '@storefront/features/account';
import { tokenAtom, useSignInAgain } from '@storefront/features/auth';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useSetAtom } from 'jotai';
import * as styles from './AccountPage.css';
import { DeskPage } from './DeskPage';

/** /Dashboard/Profile: the buyer's details and photo, and the password change. */
export function ProfilePage() {
  const setToken = useSetAtom(tokenAtom);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  // The server ended every session with the old password: this one signs in again with the new one, or on the login page.
  const signInAgain = useSignInAgain({
    onSignedOut: () => {
      setToken(null);
      queryClient.clear();
      void navigate({ to: '/login', search: { redirect: '/Dashboard/Profile' } });
    },
  });
  return (
    <DeskPage title="Profile">
      {() => (
        <>
          <section className={styles.section} aria-labelledby="profile-details">
            <h2 id="profile-details">Your details</h2>
            <ProfileForm />
          </section>
          <section className={styles.section} aria-labelledby="profile-password">
            <h2 id="profile-password">Change password</h2>
            <ProfilePasswordForm onPasswordUpdated={signInAgain} />
          </section>
        </>
      )}
    </DeskPage>
  );
}
