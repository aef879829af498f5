import type { ServerToClientEvents } from '@storefront/api-client/socket';
import type { Socket } from 'socket.io';
import { chatRecipientProblem } from '../chat/chatRecipients';
import { storeChatMessage } from '../chat/storeChatMessage';
import { storefrontContract } from '../http/contract';
import type { Services } from '../services';
import { incomingMessageChecks, type MessageCheck } from './messageChecks';
import type { SocketData } from './socketServer';

type Incoming = Record<string, (...args: unknown[]) => void>;
export type MainSocket = Socket<Incoming, ServerToClientEvents['main'], Record<string, never>, SocketData>;

export const SIGN_IN_TO_CHAT = 'Please sign in to chat.';
export const NOT_HANDLED = 'The message could not be handled; please try again.';

let checks: Map<string, MessageCheck> | undefined;

/** The checks of the main server's incoming messages, compiled once. */
function mainChecks() {
  checks ??= incomingMessageChecks(storefrontContract(), 'main');
  return checks;
}

interface RoomPresence {
  auctionid: number;
  user_id: number;
}

/**
 * The messages a storefront sends on the main server. Each is checked against the document before it is handled; one
 * that does not fit is dropped (insertMessages is answered with the reason).
 */
export function registerMainMessages(socket: MainSocket, services: Services) {
  const on = <M>(event: string, handle: (message: M) => Promise<void> | void, refuse?: (problem: string) => void) => {
    const check = mainChecks().get(event);
    socket.on(event, (...received: unknown[]) => {
      // A sender that wants to know the message was handled (a test joining a room) passes socket.io's ack last.
      const ack = typeof received.at(-1) === 'function' ? (received.pop() as () => void) : undefined;
      const args = received;
      const problem =
        args.length !== 1 ? `${event} takes one message, got ${args.length}.` : (check?.(args[0]) ?? null);
      if (problem !== null) return refuse?.(problem);
      void Promise.resolve(handle(args[0] as M))
        .then(() => ack?.())
        .catch(() => refuse?.(NOT_HANDLED));
    });
  };

  on<{ lotid: number }>('joinLot', (message) => socket.join(`lot:${message.lotid}`));
  on<{ lotid: number }>('leaveLot', (message) => socket.leave(`lot:${message.lotid}`));
  on<{ auctionid: number }>('joinAuction', (message) => socket.join(`auction:${message.auctionid}`));
  on<{ auctionid: number }>('leaveAuction', (message) => socket.leave(`auction:${message.auctionid}`));
  on<RoomPresence>('userConnected', (message) => socket.join(`auction:${message.auctionid}`));
  on<RoomPresence>('userDisconnected', (message) => socket.leave(`auction:${message.auctionid}`));
  // userWatch: accepted and ignored. The spec sends it when a page opens but shows nothing that reads it; the viewer
  // count of a live auction comes from the seller's stream (liveViewkzoobullion).
  on('userWatch', () => undefined);
  on<{ from_id: number; to_id: number; message: string }>(
    'insertMessages',
    async (message) => {
      if (socket.data.userId === null || socket.data.userId !== message.from_id) {
        socket.emit('insertMessages_result', { status: 'no', message: SIGN_IN_TO_CHAT });
        return;
      }
      const problem = await chatRecipientProblem(services.db, { to_id: message.to_id });
      if (problem) {
        socket.emit('insertMessages_result', { status: 'no', message: problem });
        return;
      }
      const stored = await storeChatMessage(services, message);
      socket.emit('insertMessages_result', { status: 'yes', data: stored });
    },
    (problem) => socket.emit('insertMessages_result', { status: 'no', message: problem }),
  );
}
