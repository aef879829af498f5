export { Popover, type PopoverContentProps, type PopoverRootProps, type PopoverSlotProps } from './Popover';
