export { Tooltip, type TooltipContentProps, type TooltipRootProps, type TooltipTriggerProps } from './Tooltip';
