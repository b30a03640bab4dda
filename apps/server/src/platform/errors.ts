import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError, type ErrorCode } from '@thamani/domain/app-error';
import { HTTP_MESSAGES } from '@thamani/domain/messages';

function codeForStatus(status: number): ErrorCode {
  switch (status) {
    case 401:
      return 'UNAUTHENTICATED';
    case 403:
      return 'FORBIDDEN';
    case 404:
      return 'NOT_FOUND';
    case 409:
      return 'CONFLICT';
    case 413:
      return 'PAYLOAD_TOO_LARGE';
    case 415:
      return 'UNSUPPORTED_MEDIA_TYPE';
    case 429:
      return 'RATE_LIMITED';
    case 503:
      return 'UNAVAILABLE';
    default:
      return status >= 500 ? 'INTERNAL' : 'BAD_REQUEST';
  }
}

/**
 * The one error handler: AppError codes → statuses, zod → 400 VALIDATION, never a stack. Every
 * answer is an AppError's JSON, so it names its message's key (`untranslated` for a library's
 * own wording).
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError | Error, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.status).send(error.toJSON());
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const key = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || String(issue.params.missingProperty ?? '_');
        fields[key] ??= issue.message ?? HTTP_MESSAGES.invalidValue;
      }
      const first = Object.values(fields)[0] ?? HTTP_MESSAGES.invalidRequest;
      return reply.status(400).send(new AppError('VALIDATION', first, fields).toJSON());
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response did not match its schema');
      return reply.status(500).send(new AppError('INTERNAL', HTTP_MESSAGES.somethingWentWrong).toJSON());
    }
    const status = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
    const code = codeForStatus(status);
    if (status >= 500) {
      request.log.error({ err: error }, 'unhandled error');
      return reply.status(status).send(new AppError(code, HTTP_MESSAGES.somethingWentWrong).toJSON());
    }
    return reply.status(status).send(new AppError(code, error.message).toJSON());
  });
}
