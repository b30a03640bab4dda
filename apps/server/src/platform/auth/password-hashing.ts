import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

/**
 * How passwords are hashed (PASSWORD_HASHING): `standard` is better-auth's own scrypt (N 16384,
 * r 16, p 1), about 0.1 s of CPU a hash, stored as better-auth stores it (`salt:key`), so hashes
 * written before this module and by better-auth's tooling verify alike. `fast` (N 1024, a
 * sixteenth of the work) is for test suites, which sign up and in thousands of times; production
 * refuses it. Its hashes name their cost (`scrypt-n1024:salt:key`), so every hash verifies
 * whatever the current setting.
 */
export type PasswordHashing = 'standard' | 'fast';

const STANDARD_N = 16_384;
const COST: Record<PasswordHashing, number> = { standard: STANDARD_N, fast: 1024 };
const R = 16;
const P = 1;
const KEY_BYTES = 64;
const PREFIX = 'scrypt-n';

function derive(password: string, salt: string, n: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_BYTES, { N: n, r: R, p: P, maxmem: 128 * n * R * 2 }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** The cost, salt and key of a stored hash; null when it is not one of ours. */
function parse(stored: string): { n: number; salt: string; key: Buffer } | null {
  const parts = stored.split(':');
  if (parts.length === 2 && parts[0] && parts[1]) {
    return { n: STANDARD_N, salt: parts[0], key: Buffer.from(parts[1], 'hex') };
  }
  const n = parts.length === 3 && parts[0]?.startsWith(PREFIX) ? Number(parts[0].slice(PREFIX.length)) : NaN;
  // A power of two from 2 to the standard cost: anything else is a damaged row, not a cost to run.
  if (!Number.isInteger(n) || n < 2 || n > STANDARD_N || (n & (n - 1)) !== 0 || !parts[1] || !parts[2]) {
    return null;
  }
  return { n, salt: parts[1], key: Buffer.from(parts[2], 'hex') };
}

export function passwordHasher(mode: PasswordHashing) {
  const n = COST[mode];
  return {
    async hash(password: string): Promise<string> {
      const salt = randomBytes(16).toString('hex');
      const key = (await derive(password, salt, n)).toString('hex');
      return n === STANDARD_N ? `${salt}:${key}` : `${PREFIX}${n}:${salt}:${key}`;
    },
    async verify({ hash, password }: { hash: string; password: string }): Promise<boolean> {
      const stored = parse(hash);
      if (!stored || stored.key.length !== KEY_BYTES) {
        return false;
      }
      return timingSafeEqual(await derive(password, stored.salt, stored.n), stored.key);
    },
  };
}
