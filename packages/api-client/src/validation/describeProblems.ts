import type { SchemaProblem } from '../generated/socketValidators';

const formatNames: Record<string, string> = {
  'date-time': 'an ISO 8601 date-time',
  date: 'a YYYY-MM-DD date',
  email: 'an e-mail address',
};

/** A JSON pointer's segments, unescaped. */
const segmentsOf = (pointer: string) =>
  pointer
    .split('/')
    .slice(1)
    .map((raw) => raw.replaceAll('~1', '/').replaceAll('~0', '~'));

/** `/rows/1/status` → `$.rows[1].status`. */
const pathOf = (pointer: string) =>
  segmentsOf(pointer).reduce(
    (path, segment) => (/^\d+$/.test(segment) ? `${path}[${segment}]` : `${path}.${segment}`),
    '$',
  );

const valueAt = (value: unknown, pointer: string) =>
  segmentsOf(pointer).reduce<unknown>(
    (node, segment) =>
      typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[segment] : undefined,
    value,
  );

function kindOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

const list = (values: unknown) => (values as unknown[]).map((value) => JSON.stringify(value)).join(', ');

function what({ keyword, params, instancePath }: SchemaProblem, value: unknown): string {
  const limit = String(params['limit']);
  switch (keyword) {
    case 'type':
      return `expected ${String(params['type']).split(',').join(' or ')}, got ${kindOf(valueAt(value, instancePath))}`;
    case 'enum':
      return `expected one of ${list(params['allowedValues'])}`;
    case 'const':
      return `expected ${JSON.stringify(params['allowedValue'])}`;
    case 'pattern':
      return `does not match ${String(params['pattern'])}`;
    case 'format':
      return `not ${formatNames[String(params['format'])] ?? `in ${String(params['format'])} format`}`;
    case 'minLength':
      return `shorter than ${limit}`;
    case 'maxLength':
      return `longer than ${limit}`;
    case 'minItems':
      return `fewer than ${limit} items`;
    case 'maxItems':
      return `more than ${limit} items`;
    case 'minimum':
      return `below ${limit}`;
    case 'maximum':
      return `above ${limit}`;
    case 'exclusiveMinimum':
      return `not above ${limit}`;
    case 'exclusiveMaximum':
      return `not below ${limit}`;
    case 'anyOf':
      return 'matches none of anyOf';
    case 'oneOf': {
      const passing = params['passingSchemas'];
      return `matches ${Array.isArray(passing) ? passing.length : 0} of oneOf, expected exactly 1`;
    }
    default:
      return `fails ${keyword}`;
  }
}

/**
 * A validator's findings as readable "<path>: <what>" lines, for example
 * `$.bpop_wprice: expected number, got string` or `$.bpop_wprice_morehigh: not allowed`.
 */
export function describeProblems(problems: readonly SchemaProblem[], value: unknown): string[] {
  return problems.map((problem) => {
    const at = pathOf(problem.instancePath);
    if (problem.keyword === 'required') return `${at}.${String(problem.params['missingProperty'])}: required`;
    if (problem.keyword === 'additionalProperties') {
      return `${at}.${String(problem.params['additionalProperty'])}: not allowed`;
    }
    return `${at}: ${what(problem, value)}`;
  });
}
