import { Link } from '@tanstack/react-router';
import * as styles from './StatusPage.css';

/** An unknown route, auction or lot. Light and in the shell's own chunk, like the error page. */
export function NotFoundPage() {
  return (
    <section aria-labelledby="not-found-title" className={styles.page}>
      <h1 id="not-found-title">Page not found</h1>
      <p>The page you asked for does not exist or has moved.</p>
      <Link to="/">Back to the auctions</Link>
    </section>
  );
}
