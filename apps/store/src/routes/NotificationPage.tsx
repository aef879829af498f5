import { NotificationSettingsForm } from '@storefront/features/account';
import * as styles from './AccountPage.css';
import { DeskPage } from './DeskPage';

/** /Dashboard/Notification: the e-mails the buyer gets. */
export function NotificationPage() {
  return (
    <DeskPage title="Notifications">
      {() => (
        <section className={styles.section} aria-labelledby="notification-settings">
          <h2 id="notification-settings">E-mail notifications</h2>
          <NotificationSettingsForm />
        </section>
      )}
    </DeskPage>
  );
}
