import type { LinkComponentProps } from '@storefront/ui';
import { useRouter } from '@tanstack/react-router';
import type { MouseEvent } from 'react';

const opensElsewhere = (event: MouseEvent<HTMLAnchorElement>) =>
  event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

/** ui's links, navigated by the router: a real <a> (so new tabs and copying work), a client-side move on a plain click. */
export function RouterLink({ href, onClick, target, ...props }: LinkComponentProps) {
  const router = useRouter();
  return (
    <a
      {...props}
      href={href}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || opensElsewhere(event) || target || !href.startsWith('/')) return;
        event.preventDefault();
        void router.navigate({ href });
      }}
    />
  );
}
