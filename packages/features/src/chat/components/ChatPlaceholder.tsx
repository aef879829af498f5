import { Skeleton } from '@storefront/ui';

/** The chat while its admin and history load. */
export function ChatPlaceholder() {
  return (
    <Skeleton.Root label="Loading messages">
      <Skeleton.Stack>
        <Skeleton.Line width="30%" size="large" />
        <Skeleton.Block height="16rem" />
      </Skeleton.Stack>
    </Skeleton.Root>
  );
}
