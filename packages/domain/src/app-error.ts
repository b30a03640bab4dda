import { z } from 'zod';
import { HTTP_MESSAGES } from './messages.ts';
import { findMessage, renderEnglish, UNTRANSLATED_KEY, type MessageParams, type MessageRef } from './messages/registry.ts';

/** Error codes shared by server and web; the server maps each to one HTTP status. */
export const ERROR_CODES = {
  BAD_REQUEST: 400,
  VALIDATION: 400,
  UNAUTHENTICATED: 401,
  PAYMENT_REQUIRED: 402,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  INVALID_TRANSITION: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
} as const;
export type ErrorCode = keyof typeof ERROR_CODES;

const MessageRefSchema = z.object({ key: z.string(), params: z.record(z.string(), z.unknown()).optional() });

/**
 * The JSON body of every error response. `message` is the default English; `key` and `params`
 * name it in the message catalogue so a reader's language can render it (`untranslated`: a text
 * the catalogue does not hold, shown as `message`). `fields` maps a form field to its message and
 * `fieldKeys` the same fields to their keys; `details` carries data the caller needs to recover
 * (e.g. the current record after a version conflict).
 */
export const ErrorResponseSchema = z.object({
  code: z.string(),
  message: z.string(),
  key: z.string().optional(),
  params: z.record(z.string(), z.unknown()).optional(),
  fields: z.record(z.string(), z.string()).optional(),
  fieldKeys: z.record(z.string(), MessageRefSchema).optional(),
  details: z.record(z.string(), z.unknown()).optional(),
});
export type ErrorResponse = z.infer<typeof ErrorResponseSchema>;

/** An error's message: the text (traced back to its key), or a key with parameters (and the text when it is known). */
export type AppErrorMessage = string | (MessageRef & { readonly text?: string });

/** The key and parameters of a text: the catalogue's, or `untranslated`. */
export function describeMessage(text: string): MessageRef {
  return findMessage(text) ?? { key: UNTRANSLATED_KEY };
}

export class AppError extends Error {
  readonly key: string;
  readonly params?: MessageParams;
  readonly fieldKeys?: Record<string, MessageRef>;

  constructor(
    readonly code: ErrorCode,
    message: AppErrorMessage,
    readonly fields?: Record<string, string>,
    readonly details?: Record<string, unknown>,
    fieldKeys?: Record<string, MessageRef>,
  ) {
    super(typeof message === 'string' ? message : (message.text ?? renderEnglish(message) ?? message.key));
    this.name = 'AppError';
    const ref = typeof message === 'string' ? describeMessage(message) : message;
    this.key = ref.key;
    if (ref.params) {
      this.params = ref.params;
    }
    if (fields) {
      this.fieldKeys = Object.fromEntries(Object.entries(fields).map(([field, text]) => [field, fieldKeys?.[field] ?? describeMessage(text)]));
    }
  }

  get status(): number {
    return ERROR_CODES[this.code];
  }

  toJSON(): ErrorResponse {
    return {
      code: this.code,
      message: this.message,
      key: this.key,
      ...(this.params ? { params: this.params } : {}),
      ...(this.fields ? { fields: this.fields } : {}),
      ...(this.fieldKeys ? { fieldKeys: this.fieldKeys } : {}),
      ...(this.details ? { details: this.details } : {}),
    };
  }

  /** The error a response answered; an answer without a key (an older server) is traced here. */
  static fromResponse(status: number, body: unknown): AppError {
    const parsed = ErrorResponseSchema.safeParse(body);
    if (!parsed.success) {
      return new AppError(codeForStatus(status), HTTP_MESSAGES.requestFailed(status));
    }
    const { data } = parsed;
    const code = (data.code in ERROR_CODES ? data.code : codeForStatus(status)) as ErrorCode;
    const message = data.key === undefined ? data.message : { key: data.key, params: data.params, text: data.message };
    return new AppError(code, message, data.fields, data.details, data.fieldKeys);
  }
}

function codeForStatus(status: number): ErrorCode {
  const match = Object.entries(ERROR_CODES).find(([, s]) => s === status);
  return (match?.[0] as ErrorCode | undefined) ?? (status >= 500 ? 'INTERNAL' : 'BAD_REQUEST');
}
