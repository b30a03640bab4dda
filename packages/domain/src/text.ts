import { z } from 'zod';
import { INPUT_MESSAGES } from './messages.ts';

/**
 * PostgreSQL `text` cannot hold U+0000, and a lone UTF-16 surrogate cannot be encoded as UTF-8
 * (the driver would store U+FFFD instead, so the text would not come back as sent). Everything
 * else — HTML, quotes, RTL marks, emoji — is stored and returned verbatim.
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function isStorableText(value: string): boolean {
  return !value.includes('\u0000') && !LONE_SURROGATE.test(value);
}

/** A string that can be stored and read back unchanged (see isStorableText). */
export function storableString(params?: { error?: string }) {
  return z.string(params).refine(isStorableText, { error: INPUT_MESSAGES.unstorableText, abort: true });
}
