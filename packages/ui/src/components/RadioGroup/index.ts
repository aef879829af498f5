export { RadioGroup, type RadioGroupRootProps, type RadioGroupItemProps } from './RadioGroup';
