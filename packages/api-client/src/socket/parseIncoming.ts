import type { ServerToClientEvents, SocketServer } from '../generated/socketEvents';
import { incomingMessageValidators, type MessageValidator } from '../generated/socketValidators';
import { describeProblems } from '../validation/describeProblems';

export type IncomingEvent<S extends SocketServer> = keyof ServerToClientEvents[S] & string;

export type IncomingMessage<S extends SocketServer, E extends IncomingEvent<S>> = ServerToClientEvents[S][E] extends (
  message: infer M,
) => void
  ? M
  : never;

export type Parsed<M> = { ok: true; message: M } | { ok: false; problems: string[] };

/** Checks the arguments of an incoming socket message with the validator generated from its schema in the document. */
export function parseIncoming<S extends SocketServer, E extends IncomingEvent<S>>(
  server: S,
  event: E,
  args: readonly unknown[],
): Parsed<IncomingMessage<S, E>> {
  const validator = (incomingMessageValidators[server] as Record<string, MessageValidator | undefined>)[event];
  if (!validator) return { ok: false, problems: [`${event} is not a message of the ${server} server`] };
  if (args.length !== 1) return { ok: false, problems: [`expected one argument, got ${args.length}`] };
  const [message] = args;
  if (validator(message)) return { ok: true, message: message as IncomingMessage<S, E> };
  return { ok: false, problems: describeProblems(validator.errors ?? [], message) };
}
