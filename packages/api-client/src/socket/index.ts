export {
  createSocketClient,
  type ConnectionStatus,
  type DroppedMessage,
  type OutgoingEvent,
  type OutgoingMessage,
  type SocketClient,
  type SocketClientOptions,
} from './createSocketClient';
export { parseIncoming, type IncomingEvent, type IncomingMessage, type Parsed } from './parseIncoming';
export {
  socketServerOptions,
  type ClientToServerEvents,
  type ServerToClientEvents,
  type SocketServer,
} from '../generated/socketEvents';
