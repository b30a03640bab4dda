import { describe, expect, it } from 'vitest';
import { EnvError, loadSettings } from '#env.ts';

const PRODUCTION = { NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(40), ROLE_SELF_SERVICE: 'false', SEED_DEMO: 'false' };

describe('TWO_FACTOR_REQUIRED_FOR', () => {
  it('is admins in production and nobody elsewhere when unset', () => {
    expect(loadSettings(PRODUCTION).twoFactorRequiredFor).toEqual(['admin']);
    expect(loadSettings({ NODE_ENV: 'development' }).twoFactorRequiredFor).toEqual([]);
  });
  it('takes a comma list of admin and agent, or none', () => {
    expect(loadSettings({ ...PRODUCTION, TWO_FACTOR_REQUIRED_FOR: 'admin, agent' }).twoFactorRequiredFor).toEqual(['admin', 'agent']);
    expect(loadSettings({ ...PRODUCTION, TWO_FACTOR_REQUIRED_FOR: 'none' }).twoFactorRequiredFor).toEqual([]);
  });
  it('refuses to start on a role it does not know, naming it', () => {
    expect(() => loadSettings({ TWO_FACTOR_REQUIRED_FOR: 'admin,valuer' })).toThrow(EnvError);
    expect(() => loadSettings({ TWO_FACTOR_REQUIRED_FOR: 'admin,valuer' })).toThrow(/"valuer"/);
  });
});
