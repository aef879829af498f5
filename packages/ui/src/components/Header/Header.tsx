import { useId, useRef, type KeyboardEvent, type MouseEvent } from 'react';
import { Button } from '../Button';
import { AccountNav } from './AccountNav';
import { BrandMark } from '../BrandMark';
import { CloseIcon, MenuIcon } from './icons';
import { Link } from '../LinkProvider';
import { MainNav } from './MainNav';
import { SearchBox } from './SearchBox';
import {
  defaultHeaderHrefs,
  type HeaderHrefs,
  type HeaderMenuItem,
  type HeaderUser,
  type SearchSuggestion,
} from './types';
import { useControllableState } from '../../hooks/useControllableState';
import { useMediaQuery } from '../../hooks/useMediaQuery';
import { above } from '../../theme/breakpoints';
import * as styles from './Header.css';

export interface HeaderProps {
  /** The store's name: the wordmark, or the logo's text alternative. */
  storeName: string;
  logoSrc?: string | undefined;
  /** Overrides for the fixed links; each defaults to the spec's route. */
  hrefs?: Partial<HeaderHrefs> | undefined;
  /** Store-defined menu entries between Past Auctions and Contact Us; entries with children open a sub-menu. */
  storeMenu?: readonly HeaderMenuItem[] | undefined;
  /** The signed-in buyer; without one the guest menu shows. */
  user?: HeaderUser | null | undefined;
  onLogout?: (() => void) | undefined;
  /** The current route, to mark the matching link with `aria-current="page"`. */
  currentPath?: string | undefined;
  /** Whether the collapsed menu (991 px or less) is open. */
  menuOpen?: boolean | undefined;
  defaultMenuOpen?: boolean | undefined;
  onMenuOpenChange?: ((open: boolean) => void) | undefined;
  searchValue?: string | undefined;
  defaultSearchValue?: string | undefined;
  onSearchValueChange?: ((value: string) => void) | undefined;
  suggestions?: readonly SearchSuggestion[] | undefined;
  suggestionsLoading?: boolean | undefined;
  onSuggestionSelect?: ((suggestion: SearchSuggestion) => void) | undefined;
  onSearchSubmit?: ((value: string) => void) | undefined;
}

/** The site header: brand, lot search, main menu with store sub-menus, and the account area. */
export function Header({
  storeName,
  logoSrc,
  hrefs: hrefOverrides,
  storeMenu = [],
  user,
  onLogout,
  currentPath,
  menuOpen: menuOpenProp,
  defaultMenuOpen = false,
  onMenuOpenChange,
  searchValue,
  defaultSearchValue,
  onSearchValueChange,
  suggestions,
  suggestionsLoading,
  onSuggestionSelect,
  onSearchSubmit,
}: HeaderProps) {
  const hrefs = { ...defaultHeaderHrefs, ...hrefOverrides };
  const panelId = useId();
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const [menuOpen, setMenuOpen] = useControllableState(menuOpenProp, defaultMenuOpen, onMenuOpenChange);
  // Tab follows what the buyer sees: on a wide screen the account sits in the top row beside the search, so it comes
  // before the menu row; in the collapsed panel it comes after the menu.
  const wide = useMediaQuery(above('mobile'));
  const account = <AccountNav key="account" hrefs={hrefs} user={user} onLogout={onLogout} currentPath={currentPath} />;

  // From the menu button as from inside the open panel.
  const closeMenuOnEscape = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape' || event.defaultPrevented || !menuOpen) return;
    setMenuOpen(false);
    menuButtonRef.current?.focus();
  };

  const closeMenuOnNavigation = (event: MouseEvent<HTMLDivElement>) => {
    if (menuOpen && event.target instanceof Element && event.target.closest('a[href]')) setMenuOpen(false);
  };

  return (
    <header className={styles.header}>
      <Link href={hrefs.home} className={styles.brandLink}>
        <BrandMark name={storeName} logoSrc={logoSrc} />
      </Link>
      <div className={styles.search}>
        <SearchBox
          value={searchValue}
          defaultValue={defaultSearchValue}
          onValueChange={onSearchValueChange}
          suggestions={suggestions}
          suggestionsLoading={suggestionsLoading}
          onSuggestionSelect={onSuggestionSelect}
          onSubmit={onSearchSubmit}
        />
      </div>
      <div className={styles.menuButton}>
        <Button
          ref={menuButtonRef}
          variant="secondary"
          aria-expanded={menuOpen}
          aria-controls={panelId}
          onClick={() => setMenuOpen(!menuOpen)}
          onKeyDown={closeMenuOnEscape}
        >
          {menuOpen ? <CloseIcon /> : <MenuIcon />}
          Menu
        </Button>
      </div>
      <div
        id={panelId}
        className={styles.panel}
        data-state={menuOpen ? 'open' : 'closed'}
        onKeyDown={closeMenuOnEscape}
        onClick={closeMenuOnNavigation}
      >
        {wide ? account : null}
        <MainNav key="main" hrefs={hrefs} storeMenu={storeMenu} currentPath={currentPath} />
        {wide ? null : account}
      </div>
    </header>
  );
}
