import { Button, EmptyState } from '@storefront/ui';

/** A listing whose read failed: says so and offers to try again. */
export function ResultsFailed({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <EmptyState
      kind="data"
      title={`The ${what} could not be loaded.`}
      description="Check your connection and try again."
      action={
        <Button variant="secondary" onClick={onRetry}>
          Try again
        </Button>
      }
    />
  );
}
