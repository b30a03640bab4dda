import { normalizeKenyanPhone } from '../phone.ts';

/** A mobile number as Daraja writes it: 254, then the nine digits of a 07xx or 01xx number. */
const DARAJA_PHONE = /^254[17]\d{8}$/;

/** Any written form of a Kenyan mobile number ("0712 345 678") → "254712345678"; null when it is not one. */
export function toDarajaPhone(value: string): string | null {
  return normalizeKenyanPhone(value)?.slice(1) ?? null;
}

export function isDarajaPhone(value: string): boolean {
  return DARAJA_PHONE.test(value);
}

/** Daraja's "254712345678" (a string, or the number a callback carries) → "+254712345678"; null otherwise. */
export function fromDarajaPhone(value: string | number): string | null {
  const text = String(value);
  return isDarajaPhone(text) ? `+${text}` : null;
}
