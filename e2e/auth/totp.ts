import { createHmac } from 'node:crypto';

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** The 6-digit code an authenticator app shows now for a base32 key (RFC 6238: SHA-1, 30 s). */
export function totpCode(base32Key: string, at = Date.now()): string {
  let bits = 0;
  let value = 0;
  const key: number[] = [];
  for (const char of base32Key.replace(/[\s=]/g, '').toUpperCase()) {
    value = (value << 5) | BASE32.indexOf(char);
    bits += 5;
    if (bits >= 8) {
      key.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 30_000)));
  const mac = createHmac('sha1', Buffer.from(key)).update(counter).digest();
  const offset = (mac[mac.length - 1] ?? 0) & 0xf;
  return ((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).toString().padStart(6, '0');
}

/** A code the server accepts for none of its windows (now ± 30 s). */
export function wrongTotpCode(base32Key: string): string {
  const right = new Set([-30_000, 0, 30_000].map((shift) => totpCode(base32Key, Date.now() + shift)));
  let n = 123_456;
  while (right.has(n.toString())) {
    n += 1;
  }
  return n.toString();
}
