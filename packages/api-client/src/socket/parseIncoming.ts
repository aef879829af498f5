import { incomingMessageSchemas, socketSchemaDocument } from '../generated/socketSchemas';
import type { ServerToClientEvents, SocketServer } from '../generated/socketEvents';
import type { SchemaObject } from '../validation/schema';
import { validate } from '../validation/validate';

export type IncomingEvent<S extends SocketServer> = keyof ServerToClientEvents[S] & string;

export type IncomingMessage<S extends SocketServer, E extends IncomingEvent<S>> = ServerToClientEvents[S][E] extends (
  message: infer M,
) => void
  ? M
  : never;

export type Parsed<M> = { ok: true; message: M } | { ok: false; problems: string[] };

/** Checks the arguments of an incoming socket message against its schema in the document. */
export function parseIncoming<S extends SocketServer, E extends IncomingEvent<S>>(
  server: S,
  event: E,
  args: readonly unknown[],
): Parsed<IncomingMessage<S, E>> {
  const schema: SchemaObject | undefined = (incomingMessageSchemas[server] as Record<string, SchemaObject>)[event];
  if (!schema) return { ok: false, problems: [`${event} is not a message of the ${server} server`] };
  if (args.length !== 1) return { ok: false, problems: [`expected one argument, got ${args.length}`] };
  const problems = validate(schema, args[0], socketSchemaDocument);
  return problems.length === 0 ? { ok: true, message: args[0] as IncomingMessage<S, E> } : { ok: false, problems };
}
