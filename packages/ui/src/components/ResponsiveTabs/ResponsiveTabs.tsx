import type { ReactNode } from 'react';
import { atMost } from '../../theme/breakpoints';
import { Accordion } from '../Accordion';
import { Tabs } from '../Tabs';
import * as styles from './ResponsiveTabs.css';
import { useControllableState } from '../../hooks/useControllableState';
import { useMediaQuery } from '../../hooks/useMediaQuery';

export interface ResponsiveTabsSection {
  value: string;
  label: string;
  content: ReactNode;
  disabled?: boolean;
}

export interface ResponsiveTabsProps {
  /** The sections in order, e.g. Description, Shipping, Terms, Payments. */
  sections: readonly ResponsiveTabsSection[];
  /** Names the tab list, e.g. 'Lot information'. */
  'aria-label': string;
  /** The open section; `''` means every accordion item is closed (tabs then show the first). */
  value?: string;
  /** The section open at first; the first section when not given. */
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /** Heading level of the accordion triggers at small widths: 2 by default, sections right under the page's title. */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
}

/** Tabs above the phone breakpoint (600 px); an accordion of the same sections at 600 px or less. */
export function ResponsiveTabs({
  sections,
  'aria-label': label,
  value,
  defaultValue,
  onValueChange,
  headingLevel = 2,
}: ResponsiveTabsProps) {
  const compact = useMediaQuery(atMost('phone'));
  const [selected, setSelected] = useControllableState(value, defaultValue ?? sections[0]?.value ?? '', onValueChange);

  if (compact) {
    return (
      <div className={styles.root} data-layout="accordion">
        <Accordion.Root type="single" collapsible value={selected} onValueChange={setSelected}>
          {sections.map((section) => (
            <Accordion.Item key={section.value} value={section.value} disabled={section.disabled ?? false}>
              <Accordion.Trigger headingLevel={headingLevel}>{section.label}</Accordion.Trigger>
              <Accordion.Content>{section.content}</Accordion.Content>
            </Accordion.Item>
          ))}
        </Accordion.Root>
      </div>
    );
  }

  return (
    <div className={styles.root} data-layout="tabs">
      <Tabs.Root value={selected || (sections[0]?.value ?? '')} onValueChange={setSelected}>
        <Tabs.List aria-label={label}>
          {sections.map((section) => (
            <Tabs.Trigger key={section.value} value={section.value} disabled={section.disabled ?? false}>
              {section.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {sections.map((section) => (
          <Tabs.Content key={section.value} value={section.value}>
            {section.content}
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </div>
  );
}
