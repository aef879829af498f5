import { Accordion } from 'radix-ui';
import type { ReactNode } from 'react';
import * as styles from './FilterPanel.css';

export interface FilterSectionProps {
  value: string;
  title: string;
  placement: 'inline' | 'drawer';
  children: ReactNode;
}

/** One collapsible filter group: a heading button that opens and closes its choices. */
export function FilterSection({ value, title, placement, children }: FilterSectionProps) {
  return (
    <Accordion.Item value={value} className={styles.section({ placement })}>
      <Accordion.Header className={styles.sectionHeading}>
        <Accordion.Trigger className={styles.trigger}>
          {title}
          <svg className={styles.chevron} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
            <path d="M3.5 6 8 10.5 12.5 6" fill="none" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" />
          </svg>
        </Accordion.Trigger>
      </Accordion.Header>
      <Accordion.Content className={styles.content}>{children}</Accordion.Content>
    </Accordion.Item>
  );
}
