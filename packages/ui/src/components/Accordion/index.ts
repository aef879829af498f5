export {
  Accordion,
  type AccordionContentProps,
  type AccordionItemProps,
  type AccordionRootProps,
  type AccordionTriggerProps,
} from './Accordion';
