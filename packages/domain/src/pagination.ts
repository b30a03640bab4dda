import { z } from 'zod';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from './limits.ts';
import { INPUT_MESSAGES } from './messages.ts';

const CURSOR_MAX_LENGTH = 200;
const CURSOR_INSTANT = /^(\d{4})-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const CURSOR_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** base64url → one char per byte (enough for the ASCII JSON of a cursor); no Buffer/atob needed. */
function decodeBase64Url(value: string): string {
  let out = '';
  let buffer = 0;
  let bits = 0;
  for (const ch of value) {
    buffer = (buffer << 6) | BASE64URL.indexOf(ch);
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out += String.fromCharCode((buffer >> bits) & 0xff);
      buffer &= (1 << bits) - 1;
    }
  }
  return out;
}

/**
 * True for what the server hands out as `nextCursor`: base64url of `["<ISO instant>", "<uuid>"]`
 * with a year from 1 to 9999, so a tampered cursor is a 400, never a database error.
 */
export function isWellFormedCursor(value: string): boolean {
  if (value.length === 0 || value.length > CURSOR_MAX_LENGTH || !/^[A-Za-z0-9_-]+$/.test(value)) {
    return false;
  }
  try {
    const parsed = JSON.parse(decodeBase64Url(value)) as unknown;
    if (!Array.isArray(parsed) || parsed.length !== 2 || typeof parsed[0] !== 'string' || typeof parsed[1] !== 'string') {
      return false;
    }
    const year = Number(CURSOR_INSTANT.exec(parsed[0])?.[1] ?? 0);
    const time = Date.parse(parsed[0]);
    // Round-trips exactly (no 30 February), as the server's own toISOString() wrote it.
    return year >= 1 && !Number.isNaN(time) && new Date(time).toISOString() === parsed[0] && CURSOR_ID.test(parsed[1]);
  } catch {
    return false;
  }
}

/** The opaque keyset cursor of a list query. */
export const CursorSchema = z.string().refine(isWellFormedCursor, { error: INPUT_MESSAGES.invalidCursor });

/** Keyset pagination: `cursor` is opaque to the client. */
export const PageQuerySchema = z.object({
  cursor: CursorSchema.optional(),
  limit: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(PAGE_SIZE_DEFAULT),
});
export type PageQuery = z.infer<typeof PageQuerySchema>;

export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), nextCursor: z.string().nullable() });
}
