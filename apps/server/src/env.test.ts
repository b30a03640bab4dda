import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { EnvError, loadSettings } from './env.ts';

const SECRET = 'a-production-secret-of-at-least-32-characters';
const PRODUCTION = { NODE_ENV: 'production', AUTH_SECRET: SECRET, PUBLIC_URL: 'https://thamani.example' };

function errorOf(source: NodeJS.ProcessEnv): EnvError {
  try {
    loadSettings(source);
  } catch (error) {
    if (error instanceof EnvError) {
      return error;
    }
    throw error;
  }
  throw new Error('loadSettings accepted the environment');
}

describe('boolean settings', () => {
  it('accept true/false/1/0 in any case, and fall back to the default when unset or empty', () => {
    expect(loadSettings({ TRUST_PROXY: 'TRUE', REQUIRE_EMAIL_CONFIRMATION: '1' })).toMatchObject({ trustProxy: true, requireEmailConfirmation: true });
    expect(loadSettings({ ROLE_SELF_SERVICE: 'False', SEED_DEMO: '0', DOCS_PUBLIC: 'false' })).toMatchObject({
      roleSelfService: false,
      seedDemo: false,
      docsPublic: false,
    });
    expect(loadSettings({ TRUST_PROXY: '' })).toMatchObject({ trustProxy: false, roleSelfService: true, seedDemo: true, docsPublic: true });
  });

  it.each(['ROLE_SELF_SERVICE', 'SEED_DEMO', 'TRUST_PROXY', 'REQUIRE_EMAIL_CONFIRMATION', 'DOCS_PUBLIC'])(
    'a typo in %s is an error naming the variable and the allowed values, not false',
    (name) => {
      for (const typo of ['ture', 'yes', 'no', 'on', 'flase']) {
        const error = errorOf({ [name]: typo });
        expect(error.message).toContain(name);
        expect(error.message).toContain('true, false, 1 or 0');
        expect(error.message).toContain(`"${typo}"`);
        expect(error.message).not.toContain('\n');
      }
    },
  );
});

describe('the firm', () => {
  it('names the firm on reports and sets the usual forced-sale band, 70–85 % of market value by default', () => {
    expect(loadSettings({}).firm).toMatchObject({ name: 'Thamani Valuers Ltd', physicalAddress: 'Nairobi, Kenya', kraPin: null, fsvBand: { min: 0.7, max: 0.85 } });
    expect(loadSettings({ FIRM_NAME: 'Mali Valuers', REPORT_FSV_BAND: ' 0.65 - 0.8 ' }).firm).toMatchObject({
      name: 'Mali Valuers',
      fsvBand: { min: 0.65, max: 0.8 },
    });
  });

  it('takes the first start’s other firm details from FIRM_*, checked as the admin form checks them', () => {
    expect(loadSettings({ FIRM_KRA_PIN: 'p051234567q', FIRM_PHONE: '0712 345 678', FIRM_SIGNATORY_NAME: 'Jane Mwangi' }).firm).toMatchObject({
      kraPin: 'P051234567Q',
      phone: '+254712345678',
      signatory: { name: 'Jane Mwangi', title: null },
    });
    const error = errorOf({ FIRM_KRA_PIN: '12345' });
    expect(error.message).toContain('FIRM_KRA_PIN');
    expect(error.message).not.toContain('\n');
  });

  it.each(['0.85-0.70', '70-85', '0-0.8', '0.7', 'seventy'])('refuses REPORT_FSV_BAND=%s with one line naming it', (band) => {
    const error = errorOf({ REPORT_FSV_BAND: band });
    expect(error.message).toContain('REPORT_FSV_BAND');
    expect(error.message).toContain(`"${band}"`);
    expect(error.message).not.toContain('\n');
  });
});

describe('backups', () => {
  it('back up nightly at 02:00 Nairobi time into DATA_DIR/backups, keeping 14 days, unless set otherwise', () => {
    expect(loadSettings({ DATA_DIR: '/srv/thamani' }, '/').backup).toEqual({
      dir: '/srv/thamani/backups',
      nightlyAt: { hour: 2, minute: 0 },
      retention: { kind: 'days', days: 14 },
    });
    expect(loadSettings({ BACKUP_DIR: 'archives', BACKUP_NIGHTLY_AT: 'off', BACKUP_RETENTION: '7' }, '/opt').backup).toEqual({
      dir: '/opt/archives',
      nightlyAt: null,
      retention: { kind: 'count', count: 7 },
    });
  });

  it('refuse a time or retention they cannot read, naming the variable', () => {
    expect(errorOf({ BACKUP_NIGHTLY_AT: '2am' }).message).toContain('BACKUP_NIGHTLY_AT must be a Nairobi time such as 02:00');
    expect(errorOf({ BACKUP_RETENTION: 'a week' }).message).toContain('BACKUP_RETENTION must be a number of backups such as 7, or of days such as 14d');
  });
});

describe('production refuses the demo’s conveniences', () => {
  it.each([
    ['ROLE_SELF_SERVICE', 'true'],
    ['ROLE_SELF_SERVICE', '1'],
    ['SEED_DEMO', 'true'],
    ['SEED_DEMO', 'TRUE'],
  ])('%s=%s does not start, with one line naming the flag', (name, value) => {
    const error = errorOf({ ...PRODUCTION, [name]: value });
    expect(error.message).toMatch(new RegExp(`^Invalid environment: ${name}=true is not allowed when NODE_ENV=production`));
    expect(error.message).not.toContain('\n');
  });

  it('starts with both off (the default), and /docs is private unless DOCS_PUBLIC=true', () => {
    expect(loadSettings(PRODUCTION)).toMatchObject({ isProduction: true, roleSelfService: false, seedDemo: false, docsPublic: false });
    expect(loadSettings({ ...PRODUCTION, ROLE_SELF_SERVICE: 'false', SEED_DEMO: '0', DOCS_PUBLIC: 'true' })).toMatchObject({
      roleSelfService: false,
      seedDemo: false,
      docsPublic: true,
    });
  });

  it('outside production the demo keeps self-service, the seed and /docs on by default', () => {
    expect(loadSettings({})).toMatchObject({ isProduction: false, roleSelfService: true, seedDemo: true, docsPublic: true });
  });
});

describe('metrics and mail settings', () => {
  it('leaves /metrics off and SMTP plain by default', () => {
    expect(loadSettings({}).system).toEqual({ metricsToken: undefined, metricsPort: undefined, metricsHost: '127.0.0.1', smtpCaFile: undefined, dkim: undefined });
  });

  it('reads the metrics token and port, and refuses a short token', () => {
    const token = 'x'.repeat(32);
    expect(loadSettings({ METRICS_TOKEN: token, METRICS_PORT: '9464' }).system).toMatchObject({ metricsToken: token, metricsPort: 9464 });
    expect(() => loadSettings({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN must be at least 24 characters/);
  });

  it('takes DKIM only with its domain, selector and key together', () => {
    expect(loadSettings({ DKIM_DOMAIN: 'firm.co.ke', DKIM_SELECTOR: 's1', DKIM_PRIVATE_KEY_FILE: '/etc/thamani/dkim.pem' }).system.dkim).toEqual({
      domainName: 'firm.co.ke',
      keySelector: 's1',
      privateKeyFile: '/etc/thamani/dkim.pem',
    });
    expect(() => loadSettings({ DKIM_DOMAIN: 'firm.co.ke' })).toThrow(/DKIM_DOMAIN, DKIM_SELECTOR and DKIM_PRIVATE_KEY_FILE together/);
  });

  it('accepts smtp:// and smtps:// SMTP_URLs only', () => {
    expect(loadSettings({ SMTP_URL: 'smtps://u:p@mail.firm.co.ke:465' }).smtpUrl).toBe('smtps://u:p@mail.firm.co.ke:465');
    expect(() => loadSettings({ SMTP_URL: 'mail.firm.co.ke:587' })).toThrow(/SMTP_URL must start with smtp:\/\/ \(STARTTLS\) or smtps:\/\//);
  });
});

describe('the server process', () => {
  it('exits 1 with one line on stderr naming the flag, before it opens any data', () => {
    const main = path.join(path.dirname(fileURLToPath(import.meta.url)), 'main.ts');
    const result = spawnSync(process.execPath, ['--import', 'tsx', main], {
      env: { PATH: process.env.PATH, ...PRODUCTION, SEED_DEMO: 'true', DATA_DIR: '/nonexistent/thamani-env-test', PORT: '0' },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/^thamani: Invalid environment: SEED_DEMO=true is not allowed when NODE_ENV=production[^\n]*\n$/);
    expect(result.stdout).toBe('');
  });
});
