import { z } from 'zod';

/** Error codes shared by server and web; the server maps each to one HTTP status. */
export const ERROR_CODES = {
  BAD_REQUEST: 400,
  VALIDATION: 400,
  UNAUTHENTICATED: 401,
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

/**
 * The JSON body of every error response. `fields` maps a form field to its message; `details`
 * carries data the caller needs to recover (e.g. the current record after a version conflict).
 */
export const ErrorResponseSchema = z.object({
  code: z.string(),
  message: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
  details: z.record(z.string(), z.unknown()).optional(),
});
export type ErrorResponse = z.infer<typeof ErrorResponseSchema>;

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'AppError';
  }

  get status(): number {
    return ERROR_CODES[this.code];
  }

  toJSON(): ErrorResponse {
    return {
      code: this.code,
      message: this.message,
      ...(this.fields ? { fields: this.fields } : {}),
      ...(this.details ? { details: this.details } : {}),
    };
  }

  static fromResponse(status: number, body: unknown): AppError {
    const parsed = ErrorResponseSchema.safeParse(body);
    const code = (parsed.success && parsed.data.code in ERROR_CODES ? parsed.data.code : codeForStatus(status)) as ErrorCode;
    const message = parsed.success ? parsed.data.message : `Request failed with status ${status}`;
    return new AppError(code, message, parsed.success ? parsed.data.fields : undefined, parsed.success ? parsed.data.details : undefined);
  }
}

function codeForStatus(status: number): ErrorCode {
  const match = Object.entries(ERROR_CODES).find(([, s]) => s === status);
  return (match?.[0] as ErrorCode | undefined) ?? (status >= 500 ? 'INTERNAL' : 'BAD_REQUEST');
}
