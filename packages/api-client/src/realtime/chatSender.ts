import type { components } from '../generated/storefront';
import type { SocketClient } from '../socket/createSocketClient';

type Schemas = components['schemas'];

/** How long a sent chat message waits for the server's insertMessages_result. */
export const CHAT_ANSWER_TIMEOUT_MS = 10_000;
export const CHAT_NOT_ANSWERED = 'The message could not be sent. Please try again.';

/**
 * Private chat over the socket: insertMessages out, the server's insertMessages_result back, matched in order (the
 * server answers each socket's messages in the order they came). The stored message itself reaches the history
 * through chatmessages, which the cache bridge writes; the answer only tells whether it was stored.
 */
export function createChatSender(socket: SocketClient<'main'>) {
  const waiting: Array<(result: Schemas['InsertMessageResult']) => void> = [];
  const stop = socket.on('insertMessages_result', (result) => waiting.shift()?.(result));

  const send = (message: Schemas['InsertMessage']) =>
    new Promise<Schemas['InsertMessageResult']>((resolve) => {
      const answer = (result: Schemas['InsertMessageResult']) => {
        clearTimeout(timer);
        resolve(result);
      };
      const timer = setTimeout(() => {
        const position = waiting.indexOf(answer);
        if (position >= 0) waiting.splice(position, 1);
        resolve({ status: 'no', message: CHAT_NOT_ANSWERED });
      }, CHAT_ANSWER_TIMEOUT_MS);
      waiting.push(answer);
      socket.emit('insertMessages', message);
    });

  return { send, stop };
}
