import { describe, expect, it } from 'vitest';
import { readConfig } from './config';

describe('the demo switch and the development pages', () => {
  it('runs the demo by default, without development pages', () => {
    expect(readConfig({})).toMatchObject({ demo: true, devPages: false, trustProxy: false });
  });

  it('turns the demo off with DEMO_STORE=off', () => {
    expect(readConfig({ DEMO_STORE: 'off' })).toMatchObject({ demo: false });
  });

  it('turns the demo and the development pages off in production, whatever else is set', () => {
    expect(readConfig({ NODE_ENV: 'production', DEMO_STORE: 'on', DEV_PAGES: 'on' })).toMatchObject({
      demo: false,
      devPages: false,
    });
  });

  it('offers the development pages with DEV_PAGES=on', () => {
    expect(readConfig({ DEV_PAGES: 'on' })).toMatchObject({ devPages: true });
  });

  it("reads TRUST_PROXY as on or the proxies' addresses", () => {
    expect(readConfig({ TRUST_PROXY: 'on' }).trustProxy).toBe(true);
    expect(readConfig({ TRUST_PROXY: '10.0.0.1,10.0.0.2' }).trustProxy).toBe('10.0.0.1,10.0.0.2');
    expect(readConfig({ TRUST_PROXY: 'off' }).trustProxy).toBe(false);
  });
});
