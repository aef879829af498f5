export { PrivateChat, type PrivateChatProps } from './components/PrivateChat';
export { ProductChat, type ProductChatProps } from './components/ProductChat';
export { useChatAdmin } from './api/useChatAdmin';
export { useChatHistory } from './api/useChatHistory';
export { useProductMessages } from './api/useProductMessages';
export { useSendChatMessage } from './api/useSendChatMessage';
export { useSendProductMessage } from './api/useSendProductMessage';
