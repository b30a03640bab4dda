import { randomBytes, scrypt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { loadSettings } from '#env.ts';
import { passwordHasher } from './password-hashing.ts';

/** A hash as better-auth itself writes it (N 16384, r 16, p 1, 64-byte key, `salt:key`). */
function betterAuthHash(password: string): Promise<string> {
  const salt = randomBytes(16).toString('hex');
  return new Promise((resolve, reject) => {
    scrypt(
      password.normalize('NFKC'),
      salt,
      64,
      { N: 16_384, r: 16, p: 1, maxmem: 128 * 16_384 * 16 * 2 },
      (error, key) => (error ? reject(error) : resolve(`${salt}:${key.toString('hex')}`)),
    );
  });
}

describe('password hashing', () => {
  const standard = passwordHasher('standard');
  const fast = passwordHasher('fast');

  it('writes standard hashes exactly as better-auth does, and verifies better-auth’s own', async () => {
    const hash = await standard.hash('Thamani2026!');
    expect(hash).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/);
    expect(await standard.verify({ hash, password: 'Thamani2026!' })).toBe(true);
    expect(await standard.verify({ hash, password: 'Thamani2026?' })).toBe(false);
    const theirs = await betterAuthHash('Mlima wa Kenya 2026');
    expect(await standard.verify({ hash: theirs, password: 'Mlima wa Kenya 2026' })).toBe(true);
    expect(await fast.verify({ hash: theirs, password: 'Mlima wa Kenya 2026' })).toBe(true);
  });

  it('names the cost of a fast hash, so it verifies whatever the setting is later', async () => {
    const hash = await fast.hash('Thamani2026!');
    expect(hash).toMatch(/^scrypt-n1024:[0-9a-f]{32}:[0-9a-f]{128}$/);
    expect(await standard.verify({ hash, password: 'Thamani2026!' })).toBe(true);
    expect(await fast.verify({ hash, password: 'thamani2026!' })).toBe(false);
  });

  it('treats the same password in another Unicode form as the same (NFKC)', async () => {
    const hash = await fast.hash('Caf\u00e9 2026 Nairobi');
    expect(await fast.verify({ hash, password: 'Cafe\u0301 2026 Nairobi' })).toBe(true);
  });

  it('refuses damaged or foreign hashes instead of running an arbitrary cost', async () => {
    const good = await fast.hash('Thamani2026!');
    const [, salt, key] = good.split(':');
    for (const hash of [
      '',
      'nonsense',
      `scrypt-n1000:${salt}:${key}`,
      `scrypt-n1048576:${salt}:${key}`,
      `scrypt-n1024:${salt}:${key?.slice(2)}`,
      `$2b$10$${key}`,
    ]) {
      expect(await fast.verify({ hash, password: 'Thamani2026!' }), hash).toBe(false);
    }
  });

  it('is standard unless set, and production refuses the fast cost', () => {
    const production = {
      NODE_ENV: 'production',
      AUTH_SECRET: 'x'.repeat(40),
      PUBLIC_URL: 'https://valuations.example.co.ke',
    };
    expect(loadSettings({}).passwordHashing).toBe('standard');
    expect(loadSettings({ PASSWORD_HASHING: 'fast' }).passwordHashing).toBe('fast');
    expect(() => loadSettings({ ...production, PASSWORD_HASHING: 'fast' })).toThrow(
      'PASSWORD_HASHING=fast is not allowed when NODE_ENV=production',
    );
    expect(loadSettings({ ...production, PASSWORD_HASHING: 'standard' }).passwordHashing).toBe('standard');
    expect(() => loadSettings({ PASSWORD_HASHING: 'quick' })).toThrow('PASSWORD_HASHING');
  });
});
