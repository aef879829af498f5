import { Accordion as RadixAccordion } from 'radix-ui';
import type { ReactNode } from 'react';
import * as styles from './Accordion.css';

type Unstyled<T> = Omit<T, 'asChild' | 'className' | 'style'>;

/**
 * `type="single"` (with `collapsible` to allow closing the open item) or `type="multiple"`;
 * state through `value`/`defaultValue`/`onValueChange`.
 */
export type AccordionRootProps =
  Unstyled<RadixAccordion.AccordionSingleProps> | Unstyled<RadixAccordion.AccordionMultipleProps>;

function AccordionRoot(props: AccordionRootProps) {
  return <RadixAccordion.Root {...props} className={styles.root} />;
}
AccordionRoot.displayName = 'Accordion.Root';

export interface AccordionItemProps extends Unstyled<RadixAccordion.AccordionItemProps> {
  value: string;
  children: ReactNode;
}

/** One section: a trigger and its content. */
function AccordionItem(props: AccordionItemProps) {
  return <RadixAccordion.Item {...props} className={styles.item} />;
}
AccordionItem.displayName = 'Accordion.Item';

export interface AccordionTriggerProps extends Unstyled<RadixAccordion.AccordionTriggerProps> {
  children: ReactNode;
  /** The heading level that wraps the trigger, to fit the page outline. */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
}

function Chevron() {
  return (
    <svg className={styles.chevron} width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path d="M3.5 6l4.5 4.5L12.5 6" stroke="currentColor" strokeWidth="1.75" fill="none" strokeLinecap="round" />
    </svg>
  );
}

/** The button that opens and closes its item, inside a heading; `aria-expanded` tells its state. */
function AccordionTrigger({ children, headingLevel = 3, ...rest }: AccordionTriggerProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <RadixAccordion.Header asChild>
      <Heading className={styles.header}>
        <RadixAccordion.Trigger {...rest} className={styles.trigger}>
          {children}
          <Chevron />
        </RadixAccordion.Trigger>
      </Heading>
    </RadixAccordion.Header>
  );
}
AccordionTrigger.displayName = 'Accordion.Trigger';

export interface AccordionContentProps extends Unstyled<RadixAccordion.AccordionContentProps> {
  children: ReactNode;
}

/** The region an item opens; named by its trigger. */
function AccordionContent({ children, ...rest }: AccordionContentProps) {
  return (
    <RadixAccordion.Content {...rest} className={styles.content}>
      <div className={styles.contentInner}>{children}</div>
    </RadixAccordion.Content>
  );
}
AccordionContent.displayName = 'Accordion.Content';

/** Accordion parts, Radix style: `Accordion.Root`, `Accordion.Item`, `Accordion.Trigger`, `Accordion.Content`. */
export const Accordion = {
  Root: AccordionRoot,
  Item: AccordionItem,
  Trigger: AccordionTrigger,
  Content: AccordionContent,
};
