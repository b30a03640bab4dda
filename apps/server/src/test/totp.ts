import { createHmac } from 'node:crypto';

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

function base32Decode(text: string): Buffer {
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const char of text.replace(/=+$/, '').toUpperCase()) {
    const index = BASE32.indexOf(char);
    if (index === -1) {
      throw new Error(`not base32: ${char}`);
    }
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** RFC 6238 (SHA-1, 30 s, 6 digits) for the base32 secret of an otpauth:// URI, as an authenticator app computes it. */
export function totpFor(totpUri: string, at = Date.now()): string {
  const secret = new URL(totpUri).searchParams.get('secret');
  if (!secret) {
    throw new Error('no secret in the TOTP URI');
  }
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 30_000)));
  const mac = createHmac('sha1', base32Decode(secret)).update(counter).digest();
  const offset = (mac[mac.length - 1] ?? 0) & 0xf;
  const code = (mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000;
  return code.toString().padStart(6, '0');
}

/** A code that is right for none of the windows the server accepts (now ± 30 s). */
export function wrongTotpFor(totpUri: string): string {
  const accepted = new Set([-30_000, 0, 30_000].map((shift) => totpFor(totpUri, Date.now() + shift)));
  for (let n = 0; ; n++) {
    const candidate = n.toString().padStart(6, '0');
    if (!accepted.has(candidate)) {
      return candidate;
    }
  }
}
