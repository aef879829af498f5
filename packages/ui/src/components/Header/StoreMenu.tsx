import { DropdownMenu } from 'radix-ui';
import { ChevronDownIcon, ChevronRightIcon } from './icons';
import { isCurrentPath } from '../LinkProvider/isCurrentPath';
import { containsCurrentPath } from './containsCurrentPath';
import { Link } from '../LinkProvider';
import type { HeaderMenuItem } from './types';
import * as styles from './menu.css';

interface StoreMenuProps {
  /** Open at once: the buyer pressed the trigger while the menu was loading. */
  defaultOpen?: boolean;
  item: HeaderMenuItem;
  currentPath: string | undefined;
  triggerClassName: string;
}

interface EntriesProps {
  item: HeaderMenuItem;
  currentPath: string | undefined;
}

/**
 * A store menu entry with a sub-menu. The entry's own page comes first in the menu, so it
 * stays reachable although the entry itself opens the menu; deeper levels open to the side.
 */
export function StoreMenu({ item, currentPath, triggerClassName, defaultOpen = false }: StoreMenuProps) {
  return (
    <DropdownMenu.Root modal={false} defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger
        className={triggerClassName}
        data-active={containsCurrentPath(item, currentPath) || undefined}
      >
        {item.label}
        <ChevronDownIcon />
      </DropdownMenu.Trigger>
      <DropdownMenu.Content className={styles.content} align="start" sideOffset={4} loop>
        <MenuEntries item={item} currentPath={currentPath} />
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}

function MenuEntries({ item, currentPath }: EntriesProps) {
  return (
    <>
      <MenuLink href={item.href} label={item.label} emphasis="overview" currentPath={currentPath} />
      <DropdownMenu.Separator className={styles.separator} />
      {(item.children ?? []).map((child) =>
        child.children?.length ? (
          <DropdownMenu.Sub key={child.href}>
            <DropdownMenu.SubTrigger className={styles.item()}>
              {child.label}
              <ChevronRightIcon className={styles.itemIcon} />
            </DropdownMenu.SubTrigger>
            <DropdownMenu.SubContent className={styles.content} sideOffset={6} alignOffset={-4} loop>
              <MenuEntries item={child} currentPath={currentPath} />
            </DropdownMenu.SubContent>
          </DropdownMenu.Sub>
        ) : (
          <MenuLink key={child.href} href={child.href} label={child.label} currentPath={currentPath} />
        ),
      )}
    </>
  );
}

interface MenuLinkProps extends styles.MenuItemVariants {
  href: string;
  label: string;
  currentPath: string | undefined;
}

function MenuLink({ href, label, emphasis, currentPath }: MenuLinkProps) {
  return (
    <DropdownMenu.Item asChild className={styles.item({ emphasis })}>
      <Link href={href} aria-current={isCurrentPath(href, currentPath) ? 'page' : undefined}>
        {label}
      </Link>
    </DropdownMenu.Item>
  );
}
