import { AppError } from '@thamani/domain/app-error';
import { HTTP_MESSAGES } from '@thamani/domain/messages';

export const BODY_NOT_JSON_MESSAGE = HTTP_MESSAGES.bodyNotJson;
export const JSON_ONLY_MESSAGE = HTTP_MESSAGES.jsonOnly;

/** A POST body read once, as the one JSON value both our checks and better-auth will see. */
export interface AuthBody {
  /** undefined when the request had no body. */
  value: unknown;
}

/** The media type without parameters, as better-auth compares it (`application/json; charset=utf-8` → `application/json`). */
function mediaTypeOf(contentType: string | undefined): string {
  return (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
}

/**
 * The web app's auth client sends JSON only. better-auth would also read form-encoded bodies on
 * some endpoints, and how a body is read decides which account a guess counts against — so we
 * accept exactly JSON and parse it here. The proxy then forwards this value re-serialised, so
 * the library reads the very e-mail the lockout was keyed on (a UTF-8 BOM, duplicate keys or
 * odd whitespace cannot make the two readings differ).
 */
export function readAuthBody(contentType: string | undefined, raw: Buffer | undefined): AuthBody {
  if (!raw || raw.length === 0) {
    return { value: undefined };
  }
  if (mediaTypeOf(contentType) !== 'application/json') {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', JSON_ONLY_MESSAGE);
  }
  // TextDecoder is what Fetch's Request.json() uses: UTF-8, BOM dropped.
  const text = new TextDecoder('utf-8').decode(raw);
  try {
    return { value: JSON.parse(text) as unknown };
  } catch {
    throw new AppError('BAD_REQUEST', BODY_NOT_JSON_MESSAGE);
  }
}

/**
 * The account key of a sign-in / sign-up / reset body: better-auth looks the user up by
 * `email.toLowerCase()` (no trimming — a padded address fails its e-mail check), so we key on
 * exactly that.
 */
export function accountEmailOf(body: AuthBody | undefined): string | null {
  const value = body?.value;
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return null;
  }
  const email = (value as { email?: unknown }).email;
  return typeof email === 'string' ? email.toLowerCase() : null;
}
