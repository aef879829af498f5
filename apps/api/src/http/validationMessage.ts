import type { ErrorObject } from 'ajv';

const MAX_PROBLEMS = 3;

/**
 * One sentence for the caller from the validator's findings, e.g.
 * `Invalid body: email must be an e-mail address; zip must match ^[0-9]{5,6}$.`
 */
export function describeProblems(part: string, errors: readonly ErrorObject[]): string {
  const specific = errors.filter((error) => !['oneOf', 'anyOf', 'if'].includes(error.keyword));
  const problems = [...new Set((specific.length > 0 ? specific : errors).map(describe))];
  const shown = problems.slice(0, MAX_PROBLEMS).join('; ');
  const more = problems.length > MAX_PROBLEMS ? ` (and ${problems.length - MAX_PROBLEMS} more)` : '';
  return `Invalid ${part}: ${shown}${more}.`;
}

function describe(error: ErrorObject): string {
  const at = fieldName(error.instancePath);
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return `${join(at, String(params['missingProperty']))} is required`;
    case 'additionalProperties':
      return `${join(at, String(params['additionalProperty']))} is not a field of this call`;
    case 'type':
      return `${at || 'the value'} must be ${article(String(params['type']))}`;
    case 'enum':
      return `${at || 'the value'} must be one of ${(params['allowedValues'] as unknown[]).map((v) => JSON.stringify(v)).join(', ')}`;
    case 'format':
      return `${at || 'the value'} must be ${formatName(String(params['format']))}`;
    case 'pattern':
      return `${at || 'the value'} must match ${String(params['pattern'])}`;
    case 'minLength':
      return `${at || 'the value'} must be at least ${String(params['limit'])} characters long`;
    case 'maxLength':
      return `${at || 'the value'} must be at most ${String(params['limit'])} characters long`;
    case 'minimum':
      return `${at || 'the value'} must be ${String(params['limit'])} or more`;
    case 'maximum':
      return `${at || 'the value'} must be ${String(params['limit'])} or less`;
    default:
      return `${at || 'the value'} ${error.message ?? 'is not valid'}`;
  }
}

/** `/cat_id/0` → `cat_id[0]`. */
function fieldName(instancePath: string): string {
  return instancePath
    .split('/')
    .slice(1)
    .map((segment, index) => (/^\d+$/.test(segment) ? `[${segment}]` : `${index > 0 ? '.' : ''}${segment}`))
    .join('');
}

function join(parent: string, field: string): string {
  return parent ? `${parent}.${field}` : field;
}

function article(type: string): string {
  const names: Record<string, string> = {
    integer: 'a whole number',
    number: 'a number',
    string: 'text',
    boolean: 'true or false',
    object: 'an object',
    array: 'a list',
    null: 'null',
  };
  return type
    .split(',')
    .map((name) => names[name] ?? name)
    .join(' or ');
}

function formatName(format: string): string {
  const names: Record<string, string> = {
    email: 'an e-mail address',
    date: 'a date (YYYY-MM-DD)',
    'date-time': 'an ISO 8601 date and time',
  };
  return names[format] ?? `in ${format} format`;
}
