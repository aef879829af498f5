export { PrivateChat, type PrivateChatProps } from './components/PrivateChat';
export { useChatAdmin } from './api/useChatAdmin';
export { useChatHistory } from './api/useChatHistory';
export { useSendChatMessage } from './api/useSendChatMessage';
