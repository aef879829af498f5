import { lazy, Suspense, type ReactNode } from 'react';
import { containsCurrentPath } from './containsCurrentPath';
import { ChevronDownIcon, UserIcon } from './icons';
import type { HeaderMenuItem } from './types';
import * as accountStyles from './AccountNav.css';

/*
 * The drop-down menus (Radix with its positioning) are a fifth of a page's JavaScript, and a visitor on most pages
 * never sees one: they load when a header that has them renders. Until then the trigger shows as it will look,
 * marked busy.
 */
const LoadedProfileMenu = lazy(() => import('./ProfileMenu').then(({ ProfileMenu }) => ({ default: ProfileMenu })));
const LoadedStoreMenu = lazy(() => import('./StoreMenu').then(({ StoreMenu }) => ({ default: StoreMenu })));

function PendingTrigger({ className, active, children }: { className: string; active?: boolean; children: ReactNode }) {
  return (
    <button type="button" className={className} aria-busy="true" data-active={active || undefined}>
      {children}
      <ChevronDownIcon />
    </button>
  );
}

export function ProfileMenu(props: { firstName: string; onLogout: (() => void) | undefined }) {
  return (
    <Suspense
      fallback={
        <PendingTrigger className={accountStyles.accountItem({ variant: 'outlined' })}>
          <UserIcon />
          {props.firstName}
        </PendingTrigger>
      }
    >
      <LoadedProfileMenu {...props} />
    </Suspense>
  );
}

export function StoreMenu(props: { item: HeaderMenuItem; currentPath: string | undefined; triggerClassName: string }) {
  return (
    <Suspense
      fallback={
        <PendingTrigger className={props.triggerClassName} active={containsCurrentPath(props.item, props.currentPath)}>
          {props.item.label}
        </PendingTrigger>
      }
    >
      <LoadedStoreMenu {...props} />
    </Suspense>
  );
}
