import type { HeaderMenuItem } from '@storefront/ui';
import { useEffect } from 'react';
import { useHeaderStoreMenu } from './useHeaderStoreMenu';

/** Hands the header the store's menus once the store details arrive; loaded after the first paint, as they are. */
export function StoreMenuSource({ onMenu }: { onMenu: (menu: HeaderMenuItem[]) => void }) {
  const menu = useHeaderStoreMenu();
  useEffect(() => onMenu(menu), [menu, onMenu]);
  return null;
}
