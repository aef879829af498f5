import { Toggle } from 'radix-ui';
import type { MouseEvent } from 'react';
import * as styles from './FavouriteToggle.css';

export interface FavouriteToggleProps {
  pressed?: boolean | undefined;
  defaultPressed?: boolean | undefined;
  onPressedChange?: ((pressed: boolean) => void) | undefined;
  /** A signed-out buyer is sent to log in instead of toggling. */
  onLogin?: (() => void) | undefined;
  loggedIn?: boolean | undefined;
}

/** The heart on a lot: a toggle button (aria-pressed), filled when the lot is a favourite. */
export function FavouriteToggle({
  pressed,
  defaultPressed = false,
  onPressedChange,
  onLogin,
  loggedIn = true,
}: FavouriteToggleProps) {
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (loggedIn) return;
    event.preventDefault();
    onLogin?.();
  };

  return (
    <Toggle.Root
      className={styles.toggle}
      aria-label="Favorite"
      defaultPressed={defaultPressed}
      onClick={handleClick}
      {...(pressed === undefined ? {} : { pressed })}
      {...(onPressedChange ? { onPressedChange } : {})}
    >
      <svg className={styles.heart} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M12 20.5s-7.5-4.6-9.2-9.3C1.6 7.9 3.7 4.5 7.2 4.5c2 0 3.6 1.1 4.8 2.8 1.2-1.7 2.8-2.8 4.8-2.8 3.5 0 5.6 3.4 4.4 6.7-1.7 4.7-9.2 9.3-9.2 9.3Z" />
      </svg>
    </Toggle.Root>
  );
}

FavouriteToggle.displayName = 'LotCard.FavouriteToggle';
