import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { socketMessages } from '../msw/fixtures/socketMessages';
import { parseIncoming } from './parseIncoming';

describe('parseIncoming', () => {
  it('accepts a message valid against the document', () => {
    const update = socketMessages.main.bidAddtime;
    expect(parseIncoming('main', 'bidAddtime', [update])).toEqual({ ok: true, message: update });
  });

  it('lists every problem of a malformed message with its path', () => {
    const update: Record<string, unknown> = {
      ...socketMessages.main.bidAddtime,
      bpop_wprice: '2400',
      date_closed: 'tomorrow',
    };
    delete update['bpop_higher'];
    expect(parseIncoming('main', 'bidAddtime', [update])).toEqual({
      ok: false,
      problems: [
        '$.bpop_higher: required',
        '$.bpop_wprice: expected number, got string',
        '$.date_closed: not an ISO 8601 date-time',
      ],
    });
  });

  it('refuses a bid update that carries a maximum bid', () => {
    const leak = { ...socketMessages.main.bidAddtime, bpop_wprice_morehigh: 3100 };
    expect(parseIncoming('main', 'bidAddtime', [leak])).toEqual({
      ok: false,
      problems: ['$.bpop_wprice_morehigh: not allowed'],
    });
  });

  it('refuses an unknown event and a wrong number of arguments', () => {
    expect(parseIncoming('seller', 'bidAddtime' as never, [{}])).toEqual({
      ok: false,
      problems: ['bidAddtime is not a message of the seller server'],
    });
    expect(parseIncoming('main', 'sliservertime', [])).toEqual({
      ok: false,
      problems: ['expected one argument, got 0'],
    });
  });

  it('runs generated code that needs no eval, new Function or CommonJS in the browser', () => {
    const code = readFileSync(new URL('../generated/socketValidators.js', import.meta.url), 'utf8');
    expect(code).not.toMatch(/new Function|\beval\(|\brequire\(/);
    expect(code).toMatch(/^export const main_bidAddtime = /m);
  });
});
