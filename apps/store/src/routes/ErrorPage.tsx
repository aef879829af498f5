import { Button } from '@storefront/ui';
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import * as styles from './StatusPage.css';

/**
 * A page whose data could not be loaded: what went wrong in the server's words, and a way to try again. Kept light
 * and in the shell's own chunk, so it shows even when the server cannot be reached.
 */
export function ErrorPage({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  return (
    <section role="alert" aria-labelledby="error-page-title" className={styles.page}>
      <h1 id="error-page-title">This page could not be loaded</h1>
      <p>{error instanceof Error ? error.message : String(error)}</p>
      <Button
        onClick={() => {
          reset();
          void router.invalidate();
        }}
      >
        Try again
      </Button>
    </section>
  );
}
