export { CardFields, type CardField, type CardFieldValues, type CardFieldsProps } from './CardFields';
