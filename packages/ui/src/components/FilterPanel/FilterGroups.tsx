import { Accordion } from 'radix-ui';
import type { ReactNode } from 'react';
import { RadioGroup } from '../RadioGroup';
import { CheckboxList } from './CheckboxList';
import { DateRange } from './DateRange';
import {
  auctionTypeOptions,
  isAuctionType,
  listingConditionOptions,
  lotSearchConditionOptions,
  withFilter,
  type FilterGroup,
  type FilterOption,
  type LotFilters,
} from './filters';
import { FilterSection } from './FilterSection';
import { PriceRange } from './PriceRange';
import { visuallyHidden } from '../../theme/visuallyHidden.css';

export interface FilterGroupsProps {
  groups: readonly FilterGroup[];
  placement: 'inline' | 'drawer';
  value: LotFilters;
  onValueChange: (value: LotFilters) => void;
  onPriceApply: (range: { from_price_io: number; to_price_io: number }) => void;
  /** Changes when the price fields must start over from the applied range (after Clear all). */
  priceKey: string;
  categories: readonly FilterOption[];
  subCategories: readonly FilterOption[];
  openGroups: string[];
  onOpenGroupsChange: (groups: string[]) => void;
}

/** The filter groups of a screen as accordion sections; every change reports the whole filter object. */
export function FilterGroups({
  groups,
  placement,
  value,
  onValueChange,
  onPriceApply,
  priceKey,
  categories,
  subCategories,
  openGroups,
  onOpenGroupsChange,
}: FilterGroupsProps) {
  const update = <Key extends keyof LotFilters>(key: Key, next: LotFilters[Key] | undefined) =>
    onValueChange(withFilter(value, key, next));

  const sections: Record<FilterGroup, { title: string; body: ReactNode }> = {
    auctionType: {
      title: 'Auction Type',
      body: (
        <RadioGroup.Root
          label={<span className={visuallyHidden}>Auction Type</span>}
          value={value.timed_live ?? 'all'}
          onValueChange={(next) => {
            if (isAuctionType(next)) update('timed_live', next === 'all' ? undefined : next);
          }}
        >
          {auctionTypeOptions.map((option) => (
            <RadioGroup.Item key={option.value} value={option.value}>
              {option.label}
            </RadioGroup.Item>
          ))}
        </RadioGroup.Root>
      ),
    },
    category: {
      title: 'Category',
      body: (
        <CheckboxList
          label="Category"
          options={categories}
          value={value.cat_id ?? []}
          onValueChange={(cat_id) => update('cat_id', cat_id)}
        />
      ),
    },
    subCategory: {
      title: 'Sub Category',
      body: (
        <CheckboxList
          label="Sub Category"
          options={subCategories}
          value={value.sub_cat_id_multiple_io ?? []}
          onValueChange={(ids) => update('sub_cat_id_multiple_io', ids)}
        />
      ),
    },
    condition: {
      title: 'Condition',
      body: (
        <CheckboxList
          label="Condition"
          options={listingConditionOptions}
          value={value.condition ?? []}
          onValueChange={(codes) => update('condition', codes)}
        />
      ),
    },
    conditions: {
      title: 'Conditions',
      body: (
        <CheckboxList
          label="Conditions"
          options={lotSearchConditionOptions}
          value={value.auction_condition_new_io ?? []}
          onValueChange={(words) => update('auction_condition_new_io', words)}
        />
      ),
    },
    dateRange: {
      title: 'Date Range',
      body: (
        <DateRange
          from={value.from_date_io ?? ''}
          to={value.to_date_io ?? ''}
          onChange={(range) =>
            onValueChange(
              withFilter(withFilter(value, 'from_date_io', range.from_date_io), 'to_date_io', range.to_date_io),
            )
          }
        />
      ),
    },
    priceRange: {
      title: 'Price Range',
      body: <PriceRange key={priceKey} from={value.from_price_io} to={value.to_price_io} onApply={onPriceApply} />,
    },
  };

  return (
    <Accordion.Root type="multiple" value={openGroups} onValueChange={onOpenGroupsChange}>
      {groups.map((group) => (
        <FilterSection key={group} value={group} title={sections[group].title} placement={placement}>
          {sections[group].body}
        </FilterSection>
      ))}
    </Accordion.Root>
  );
}
