import type { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
// The request's multipart methods (isMultipart, file) are @fastify/multipart's additions to Fastify's types.
import type {} from '@fastify/multipart';
import { AppError } from '@thamani/domain/app-error';
import { UPLOAD_MESSAGES, type UploadKind } from '@thamani/domain/documents';

export interface FilePart {
  /** Text fields sent before the file. */
  fields: Record<string, string>;
  filename: string | undefined;
  file: Readable;
}

/**
 * The one file of a multipart/form-data upload, as a stream (nothing is buffered here). The
 * parser stops one byte past the kind's limit, so storeUpload sees "too large" and answers 413
 * without the whole body ever being read. Fields must come before the file (as a form sends them).
 */
export async function readFilePart(request: FastifyRequest, kind: UploadKind): Promise<FilePart> {
  if (!request.isMultipart()) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', UPLOAD_MESSAGES.notMultipart);
  }
  let part;
  try {
    part = await request.file({
      limits: { fileSize: kind.maxBytes + 1, files: 1, fields: 10, fieldSize: 1000, parts: 12 },
      throwFileSizeLimit: false,
    });
  } catch (error) {
    const status = (error as { statusCode?: number }).statusCode;
    if (status === 413) {
      throw new AppError('PAYLOAD_TOO_LARGE', UPLOAD_MESSAGES.tooLarge(kind));
    }
    // Malformed multipart (no boundary, cut short, …) is the client's fault.
    throw new AppError('BAD_REQUEST', UPLOAD_MESSAGES.noFile);
  }
  if (!part) {
    throw new AppError('VALIDATION', UPLOAD_MESSAGES.noFile, { file: UPLOAD_MESSAGES.noFile });
  }
  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries(part.fields)) {
    const first = Array.isArray(value) ? value[0] : value;
    if (first && first.type === 'field' && typeof first.value === 'string') {
      fields[name] = first.value;
    }
  }
  return { fields, filename: part.filename, file: part.file };
}
