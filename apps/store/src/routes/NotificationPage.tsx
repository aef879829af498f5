import { NotificationSettingsForm } from '@storefront/features/account';
import * as styles from './AccountPage.css';

/** /Dashboard/Notification: the e-mails the buyer gets. */
export function NotificationPage() {
  return (
    <div className={styles.page}>
      <h1>Notifications</h1>
      <section className={styles.section} aria-labelledby="notification-settings">
        <h2 id="notification-settings">E-mail notifications</h2>
        <NotificationSettingsForm />
      </section>
    </div>
  );
}
