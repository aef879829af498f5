import { lazy, Suspense, useState, type ReactNode } from 'react';
import { containsCurrentPath } from './containsCurrentPath';
import { ChevronDownIcon } from './icons';
import { UserPicture } from './UserPicture';
import type { HeaderMenuItem } from './types';
import * as accountStyles from './AccountNav.css';

/*
 * The drop-down menus (Radix with its positioning) are a fifth of a page's JavaScript, and a visitor on most pages
 * never sees one: they load when a header that has them renders. Until then the trigger shows as it will look,
 * marked busy; a press on it meanwhile opens the menu as soon as it is there.
 */
const LoadedProfileMenu = lazy(() =>
  untilLoaded(() => import('./ProfileMenu')).then(({ ProfileMenu }) => ({ default: ProfileMenu })),
);
const LoadedStoreMenu = lazy(() =>
  untilLoaded(() => import('./StoreMenu')).then(({ StoreMenu }) => ({ default: StoreMenu })),
);

/** How long to wait before asking again for a menu's code that could not be fetched (the server unreachable). */
const RETRY_MS = 2000;

/** A menu whose code cannot be fetched keeps its busy trigger and is asked for again, rather than breaking the page. */
function untilLoaded<T>(load: () => Promise<T>): Promise<T> {
  return load().catch(() => new Promise<T>((resolve) => setTimeout(() => resolve(untilLoaded(load)), RETRY_MS)));
}

interface PendingTriggerProps {
  className: string;
  active?: boolean;
  onPress: () => void;
  children: ReactNode;
}

function PendingTrigger({ className, active, onPress, children }: PendingTriggerProps) {
  return (
    <button type="button" className={className} aria-busy="true" data-active={active || undefined} onClick={onPress}>
      {children}
      <ChevronDownIcon />
    </button>
  );
}

export function ProfileMenu(props: {
  firstName: string;
  avatar?: string | undefined;
  onLogout: (() => void) | undefined;
}) {
  const [pressed, setPressed] = useState(false);
  return (
    <Suspense
      fallback={
        <PendingTrigger className={accountStyles.accountItem({ variant: 'outlined' })} onPress={() => setPressed(true)}>
          <UserPicture avatar={props.avatar} />
          {props.firstName}
        </PendingTrigger>
      }
    >
      <LoadedProfileMenu {...props} defaultOpen={pressed} />
    </Suspense>
  );
}

export function StoreMenu(props: { item: HeaderMenuItem; currentPath: string | undefined; triggerClassName: string }) {
  const [pressed, setPressed] = useState(false);
  return (
    <Suspense
      fallback={
        <PendingTrigger
          className={props.triggerClassName}
          active={containsCurrentPath(props.item, props.currentPath)}
          onPress={() => setPressed(true)}
        >
          {props.item.label}
        </PendingTrigger>
      }
    >
      <LoadedStoreMenu {...props} defaultOpen={pressed} />
    </Suspense>
  );
}
