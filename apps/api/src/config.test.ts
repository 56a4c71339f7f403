import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('reads TRUST_PROXY as no proxy, one (true), a number of them, or their addresses', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    // deploy/: nginx alone in front of both servers.
    expect(loadConfig({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.2, 10.1.0.0/16' }).TRUST_PROXY).toEqual([
      '10.0.0.2',
      '10.1.0.0/16',
    ]);
  });

  it('stops on a TRUST_PROXY it cannot read, in one line naming it', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'yes' })).toThrow(ConfigError);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/40' })).toThrow(
      /^Invalid configuration: TRUST_PROXY must be false, true \(one proxy in front\), a number of proxies, or a comma list of .+; "10\.0\.0\.0\/40" has a prefix length that is not 0 to 32$/,
    );
  });

  it('ends staff sessions 7 days after sign-in unless STAFF_SESSION_MAX_DAYS says otherwise', () => {
    expect(loadConfig({}).STAFF_SESSION_MAX_DAYS).toBe(7);
    expect(loadConfig({ STAFF_SESSION_MAX_DAYS: '1' }).STAFF_SESSION_MAX_DAYS).toBe(1);
    expect(() => loadConfig({ STAFF_SESSION_MAX_DAYS: '0' })).toThrow(/STAFF_SESSION_MAX_DAYS/);
  });
});
