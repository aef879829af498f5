import type { Client } from 'openapi-fetch';

/** Encodes a multipart body's fields: files as they are, other values as strings, absent ones left out. */
export function toFormData(body: unknown): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(body as Record<string, unknown>)) {
    if (value === undefined || value === null) continue;
    const values = Array.isArray(value) ? value : [value];
    for (const item of values) form.append(name, item instanceof Blob ? item : String(item));
  }
  return form;
}

type Method = 'GET' | 'PUT' | 'POST' | 'DELETE' | 'PATCH';
type Call = (path: string, init?: Record<string, unknown>) => Promise<unknown>;

/**
 * Sends the bodies of multipart operations as FormData, so callers pass plain typed objects to
 * them like to any other call. `multipart` holds "METHOD /path" keys from the operation index.
 */
export function withMultipartBodies<Paths extends object>(
  client: Client<Paths>,
  multipart: ReadonlySet<string>,
): Client<Paths> {
  const wrap =
    (method: Method): Call =>
    (path, init) => {
      const call = client[method] as unknown as Call;
      const isMultipart = multipart.has(`${method} ${path}`) && init?.bodySerializer === undefined;
      return call(path, isMultipart ? { ...init, bodySerializer: toFormData } : init);
    };
  const request = (method: string, path: string, init?: Record<string, unknown>) =>
    (wrap(method.toUpperCase() as Method) as Call)(path, init);
  return {
    ...client,
    GET: wrap('GET'),
    PUT: wrap('PUT'),
    POST: wrap('POST'),
    DELETE: wrap('DELETE'),
    PATCH: wrap('PATCH'),
    request,
  } as unknown as Client<Paths>;
}
