export type { CardProviderAccount } from './api/cardProvider';
export type { BankOwner } from './api/bankOwner';
export { savedCardsOptions, useSavedCards } from './api/useSavedCards';
export { useBanks } from './api/useBanks';
export { SavedCards, type SavedCardsProps } from './components/SavedCards';
export { BankDetails, type BankDetailsProps } from './components/BankDetails';
