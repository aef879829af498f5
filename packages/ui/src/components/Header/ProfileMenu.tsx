import { DropdownMenu } from 'radix-ui';
import * as accountStyles from './AccountNav.css';
import { ChevronDownIcon, LogoutIcon } from './icons';
import { UserPicture } from './UserPicture';
import * as styles from './menu.css';

interface ProfileMenuProps {
  /** Open at once: the buyer pressed the trigger while the menu was loading. */
  defaultOpen?: boolean;
  firstName: string;
  avatar?: string | undefined;
  onLogout: (() => void) | undefined;
}

/** The signed-in buyer's menu: shows the first name, offers Logout. */
export function ProfileMenu({ firstName, avatar, onLogout, defaultOpen = false }: ProfileMenuProps) {
  return (
    <DropdownMenu.Root modal={false} defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger className={accountStyles.accountItem({ variant: 'outlined' })}>
        <UserPicture avatar={avatar} />
        {firstName}
        <ChevronDownIcon />
      </DropdownMenu.Trigger>
      <DropdownMenu.Content className={styles.content} align="end" sideOffset={6} loop>
        <DropdownMenu.Item className={styles.item()} onSelect={() => onLogout?.()}>
          Logout
          <LogoutIcon className={styles.itemIcon} />
        </DropdownMenu.Item>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
