export { PhoneField, fullPhoneNumber, type PhoneFieldProps, type PhoneValue } from './PhoneField';
export { countryCallingCodes, type CountryCallingCode } from './countryCallingCodes';
