export type { BankOwner } from './api/bankOwner';
export { useSavedCards } from './api/useSavedCards';
export { useBanks } from './api/useBanks';
export { SavedCards, type SavedCardsProps } from './components/SavedCards';
export { BankDetails, type BankDetailsProps } from './components/BankDetails';
