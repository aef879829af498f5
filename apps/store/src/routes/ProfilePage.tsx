import { ProfileForm, ProfilePasswordForm } from '@storefront/features/account';
import { useSignInAgain } from '@storefront/features/auth';
import { useNavigate } from '@tanstack/react-router';
import * as styles from './AccountPage.css';
import { DeskPage } from './DeskPage';

/** /Dashboard/Profile: the buyer's details and photo, and the password change. */
export function ProfilePage() {
  const navigate = useNavigate();
  // The server ended every session with the old password: this one signs in again with the new one, or on the login page.
  const signInAgain = useSignInAgain({
    onSignedOut: () => void navigate({ to: '/login', search: { redirect: '/Dashboard/Profile' } }),
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
