import { AppError } from '@thamani/domain/app-error';
import { INPUT_MESSAGES } from '@thamani/domain/messages';

/** Keyset cursor: the (timestamp, id) of the last row of a page, opaque to clients. */
export interface Cursor {
  at: Date;
  id: string;
}

export function encodeCursor(at: Date, id: string): string {
  return Buffer.from(JSON.stringify([at.toISOString(), id])).toString('base64url');
}

export function decodeCursor(value: string | undefined): Cursor | null {
  if (!value) {
    return null;
  }
  try {
    const parsed = JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) as unknown;
    if (Array.isArray(parsed) && typeof parsed[0] === 'string' && typeof parsed[1] === 'string') {
      const at = new Date(parsed[0]);
      if (!Number.isNaN(at.getTime()) && /^[0-9a-f-]{36}$/i.test(parsed[1])) {
        return { at, id: parsed[1] };
      }
    }
  } catch {
    // fall through
  }
  throw new AppError('VALIDATION', INPUT_MESSAGES.invalidCursor, { cursor: INPUT_MESSAGES.invalidCursor });
}

/** Split the limit+1 rows a keyset query fetched into a page and the next cursor. */
export function toPage<T>(rows: T[], limit: number, keyOf: (row: T) => Cursor): { items: T[]; nextCursor: string | null } {
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  const nextCursor = rows.length > limit && last ? encodeCursor(keyOf(last).at, keyOf(last).id) : null;
  return { items, nextCursor };
}
