import { useId, useState } from 'react';
import { Button } from '../Button';
import { Drawer } from '../Drawer';
import { useControllableState } from '../../hooks/useControllableState';
import { useMediaQuery } from '../../hooks/useMediaQuery';
import { atMost } from '../../theme/breakpoints';
import { FilterGroups } from './FilterGroups';
import {
  emptyLotFilters,
  filterGroups,
  type FilterGroup,
  type FilterOption,
  type FilterPanelVariant,
  type LotFilters,
} from './filters';
import * as styles from './FilterPanel.css';

export interface FilterPanelProps {
  /** The screen's groups: `listing` (Auction Type, Category, Condition, Date Range) or `lotSearch` (Category, Sub Category, Conditions, Price Range). */
  variant?: FilterPanelVariant | undefined;
  /** The store's categories, by `cat_id`. */
  categories?: readonly FilterOption[] | undefined;
  /** The store's sub categories, by id (`sub_cat_id_multiple_io`). */
  subCategories?: readonly FilterOption[] | undefined;
  value?: LotFilters | undefined;
  defaultValue?: LotFilters | undefined;
  /** Hears every change, including an applied price range and Clear all. */
  onValueChange?: ((value: LotFilters) => void) | undefined;
  /** The price range applies on its button (or Enter) once both ends are there. */
  onApply?: ((value: LotFilters) => void) | undefined;
  /** After the filters are reset; the screen reloads its results. */
  onClearAll?: (() => void) | undefined;
  /** Sections open at first; all of the variant's groups when left out. */
  defaultOpenGroups?: readonly FilterGroup[] | undefined;
}

/**
 * The accordion of filters beside the results; at 991 px or less a 'Filters' button opens it in a drawer. Only the
 * placement the screen shows is rendered: a hidden accordion would still be built and measured on a phone's first
 * screen.
 */
export function FilterPanel({
  variant = 'listing',
  categories = [],
  subCategories = [],
  value,
  defaultValue = emptyLotFilters,
  onValueChange,
  onApply,
  onClearAll,
  defaultOpenGroups,
}: FilterPanelProps) {
  const groups = filterGroups[variant];
  const [filters, setFilters] = useControllableState(value, defaultValue, onValueChange);
  const [openGroups, setOpenGroups] = useState<string[]>(() => [...(defaultOpenGroups ?? groups)]);
  const [clearCount, setClearCount] = useState(0);
  const titleId = useId();
  const folded = useMediaQuery(atMost('mobile'));

  const clearAll = () => {
    setFilters(emptyLotFilters);
    setClearCount((count) => count + 1);
    onClearAll?.();
  };

  const applyPrice = (range: { from_price_io: number; to_price_io: number }) => {
    const next = { ...filters, ...range };
    setFilters(next);
    onApply?.(next);
  };

  const renderGroups = (placement: 'inline' | 'drawer') => (
    <FilterGroups
      groups={groups}
      placement={placement}
      value={filters}
      onValueChange={setFilters}
      onPriceApply={applyPrice}
      priceKey={`${filters.from_price_io}:${filters.to_price_io}:${clearCount}`}
      categories={categories}
      subCategories={subCategories}
      openGroups={openGroups}
      onOpenGroupsChange={setOpenGroups}
    />
  );

  const clearAllButton = (
    <Button variant="ghost" size="small" onClick={clearAll}>
      Clear all
    </Button>
  );

  return (
    <div data-variant={variant}>
      {folded ? (
        <Drawer.Root>
          <Drawer.Trigger>
            <Button variant="secondary">
              <FilterIcon />
              Filters
            </Button>
          </Drawer.Trigger>
          <Drawer.Content title="Filters" actions={clearAllButton}>
            {renderGroups('drawer')}
          </Drawer.Content>
        </Drawer.Root>
      ) : (
        <section aria-labelledby={titleId} className={styles.panel}>
          <div className={styles.panelHeader}>
            <h2 id={titleId} className={styles.title}>
              Filters
            </h2>
            {clearAllButton}
          </div>
          {renderGroups('inline')}
        </section>
      )}
    </div>
  );
}

function FilterIcon() {
  return (
    <svg className={styles.toggleIcon} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path d="M2 4h12M4.5 8h7M7 12h2" fill="none" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" />
    </svg>
  );
}
