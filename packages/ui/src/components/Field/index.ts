export { Field, type FieldProps, type FieldControlProps } from './Field';
export { useControllableState } from './useControllableState';
