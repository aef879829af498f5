// Emits, per operation, the rule that tells a refusal from an answer in its HTTP 200 body. The API answers
// 200 for business failures; the rule is read from the 200 schema: the verdict field (status, success or
// msg), the values of it that mean refused, and where the server's own words are.
import { resolvePointer } from './api-bundle.mjs';
import { operationIndex } from './api-operations.mjs';

/** Values of an enumerated verdict field that mean the call was refused. */
const refusalWords = new Set(['no', 'failed', 'error']);
/** Fields that carry the verdict, in the order they are preferred when an answer has several. */
const verdictFields = ['status', 'success', 'msg'];
/** A free-text msg is the verdict itself: 'yes' accepts, anything else is the reason of the refusal. */
const acceptedMsg = ['yes'];
/** Fields that carry the server's words, in the order they are preferred. */
const messageFields = ['message', 'msg', 'error'];

function resolved(document, schema) {
  let node = schema;
  while (node && typeof node.$ref === 'string') node = resolvePointer(document, node.$ref);
  return node;
}

function propertiesOf(document, schema) {
  const node = resolved(document, schema);
  if (!node) return {};
  const own = node.properties ?? {};
  const parts = (node.allOf ?? []).map((part) => propertiesOf(document, part));
  return Object.assign({}, ...parts, own);
}

function okSchema(document, operation) {
  const answer = resolved(document, operation.responses?.['200']);
  return answer?.content?.['application/json']?.schema;
}

/** Where the server's words are: a top-level field, else one inside an inline data object (bank answers). */
function messagePath(document, properties) {
  const own = messageFields.find((field) => resolved(document, properties[field])?.type === 'string');
  if (own) return [own];
  const data = properties.data;
  if (!data || data.$ref || data.type !== 'object') return null;
  const inner = messageFields.find((field) => resolved(document, data.properties?.[field])?.type === 'string');
  return inner ? ['data', inner] : null;
}

/** The refusal rule of one 200 schema, or null when that answer can never be a refusal. */
export function refusalRule(document, schema) {
  const properties = propertiesOf(document, schema);
  for (const field of verdictFields) {
    const verdict = resolved(document, properties[field]);
    if (!verdict) continue;
    const message = messagePath(document, properties);
    const withMessage = (rule) => (message ? { ...rule, message } : rule);
    if (Array.isArray(verdict.enum)) {
      const refused = verdict.enum.filter((value) => refusalWords.has(value));
      if (refused.length > 0) return withMessage({ field, refused });
      continue;
    }
    if (field === 'msg' && verdict.type === 'string') return withMessage({ field, accepted: acceptedMsg });
  }
  return null;
}

export function refusalRules(document) {
  const rules = {};
  for (const { operationId, method, path } of operationIndex(document)) {
    const schema = okSchema(document, document.paths[path][method]);
    const rule = schema ? refusalRule(document, schema) : null;
    if (rule) rules[operationId] = rule;
  }
  return rules;
}

export function refusalRulesSource(document, banner) {
  const entries = Object.entries(refusalRules(document)).map(
    ([operationId, rule]) => `  ${operationId}: ${JSON.stringify(rule)},`,
  );
  return `${banner}import type { RefusalRule } from '../client/refusalRule';
import type { OperationId } from './operations';

/**
 * Per operation whose HTTP 200 answer can be a refusal: the field that says so, the values that mean refused
 * (or the only value that means accepted), and the path of the server's own words.
 */
export const refusalRules: Partial<Record<OperationId, RefusalRule>> = {
${entries.join('\n')}
};
`;
}
