export { Field, type FieldProps, type FieldControlProps } from './Field';
