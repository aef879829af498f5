// Emits the operation index of a bundled document: each operation's method, path, tag, whether it
// needs the bearer token, and its request media type (the client sends multipart ones as FormData).
const methods = ['get', 'put', 'post', 'delete', 'patch'];

function tokenUse(security) {
  if (!security || security.length === 0) return 'none';
  const withBearer = security.filter((requirement) => 'bearer' in requirement).length;
  if (withBearer === 0) return 'none';
  return withBearer === security.length ? 'required' : 'optional';
}

export function operationIndex(document) {
  const rows = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of methods) {
      const operation = item[method];
      if (!operation) continue;
      rows.push({
        operationId: operation.operationId,
        method,
        path,
        tag: operation.tags?.[0] ?? 'untagged',
        token: tokenUse(operation.security ?? document.security),
        requestMedia: Object.keys(operation.requestBody?.content ?? {})[0] ?? null,
        designed: operation['x-designed'] === true,
      });
    }
  }
  return rows;
}

export function operationIndexSource(document, banner) {
  const rows = operationIndex(document);
  // The client needs only what a call is made of; tags and the designed mark stay in the document (they would ship
  // with every page).
  const entries = rows.map(
    ({ operationId, method, path, token, requestMedia }) =>
      `  ${operationId}: ${JSON.stringify({ method, path, token, requestMedia })},`,
  );
  return `${banner}export const operationIndex = {
${entries.join('\n')}
} as const;

export type OperationId = keyof typeof operationIndex;
`;
}
