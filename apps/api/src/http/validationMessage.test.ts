import { describe, expect, it } from 'vitest';
import { describeProblems } from './validationMessage';

const error = (keyword: string, instancePath: string, params: Record<string, unknown>) => ({
  keyword,
  instancePath,
  schemaPath: '',
  params,
});

describe('describeProblems', () => {
  it('names the field and what is wrong, in words', () => {
    expect(
      describeProblems('body', [
        error('required', '', { missingProperty: 'email' }),
        error('minLength', '/password', { limit: 8 }),
        error('type', '/cat_id/0', { type: 'integer' }),
      ]),
    ).toBe(
      'Invalid body: email is required; password must be at least 8 characters long; cat_id[0] must be a whole number.',
    );
  });

  it('leaves out oneOf summaries when the branches say more, and caps the list', () => {
    const errors = [
      error('oneOf', '', { passingSchemas: null }),
      ...['a', 'b', 'c', 'd', 'e'].map((name) => error('required', '', { missingProperty: name })),
    ];
    expect(describeProblems('body', errors)).toBe(
      'Invalid body: a is required; b is required; c is required (and 2 more).',
    );
  });
});
