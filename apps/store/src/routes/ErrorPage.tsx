import { Button, EmptyState } from '@storefront/ui';
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';

/** A page whose data could not be loaded: what went wrong in the server's words, and a way to try again. */
export function ErrorPage({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  return (
    <EmptyState
      headingLevel={2}
      title="This page could not be loaded"
      description={error instanceof Error ? error.message : String(error)}
      action={
        <Button
          onClick={() => {
            reset();
            void router.invalidate();
          }}
        >
          Try again
        </Button>
      }
    />
  );
}
