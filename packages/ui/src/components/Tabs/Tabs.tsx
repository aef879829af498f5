import { Tabs as RadixTabs } from 'radix-ui';
import type { ReactNode } from 'react';
import { useScrollingRow } from '../../hooks/useScrollingRow';
import * as styles from './Tabs.css';

type Unstyled<T> = Omit<T, 'asChild' | 'className' | 'style'>;

export type TabsRootProps = Unstyled<RadixTabs.TabsProps>;

/** Holds the selected tab: `value`/`defaultValue`/`onValueChange`. */
function TabsRoot(props: TabsRootProps) {
  return <RadixTabs.Root {...props} />;
}
TabsRoot.displayName = 'Tabs.Root';

export interface TabsListProps extends Unstyled<RadixTabs.TabsListProps> {
  /** Names the tab list for screen readers, e.g. 'Lot information'. */
  'aria-label': string;
  children: ReactNode;
}

/**
 * The row of tabs; arrow keys move between them. When they do not fit it scrolls sideways, starting at the selected
 * tab, and an edge with more tabs past it fades under a chevron.
 */
function TabsList(props: TabsListProps) {
  const ref = useScrollingRow<HTMLDivElement>();
  return (
    <div className={styles.listFrame}>
      <RadixTabs.List {...props} ref={ref} className={styles.list} />
    </div>
  );
}
TabsList.displayName = 'Tabs.List';

export interface TabsTriggerProps extends Unstyled<RadixTabs.TabsTriggerProps> {
  value: string;
  children: ReactNode;
}

/** One tab; `data-state="active"` marks the selected one. */
function TabsTrigger({ onFocus, ...rest }: TabsTriggerProps) {
  return (
    <RadixTabs.Trigger
      {...rest}
      className={styles.trigger}
      onFocus={(event) => {
        onFocus?.(event);
        // A tab reached with the arrow keys must be wholly visible in a list that scrolls sideways.
        event.currentTarget.scrollIntoView({ block: 'nearest', inline: 'nearest' });
      }}
    />
  );
}
TabsTrigger.displayName = 'Tabs.Trigger';

export interface TabsContentProps extends Unstyled<RadixTabs.TabsContentProps> {
  value: string;
  children: ReactNode;
}

/** The panel shown while its tab is selected. */
function TabsContent(props: TabsContentProps) {
  return <RadixTabs.Content {...props} className={styles.content} />;
}
TabsContent.displayName = 'Tabs.Content';

/** Tabs parts, Radix style: `Tabs.Root`, `Tabs.List`, `Tabs.Trigger`, `Tabs.Content`. */
export const Tabs = {
  Root: TabsRoot,
  List: TabsList,
  Trigger: TabsTrigger,
  Content: TabsContent,
};
