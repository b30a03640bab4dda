import { UPLOAD_KINDS } from '@thamani/domain/documents';

const { maxBytes, types } = UPLOAD_KINDS.signature;

/**
 * Why a chosen file cannot be a signature image (before it is sent; the server checks the bytes
 * again), or null. `whose` words the message for the valuer ("your") or an admin ("the").
 */
export function signatureFileProblem(file: File, whose: 'your' | 'the'): string | null {
  if (!(types as readonly string[]).includes(file.type)) {
    return `Choose a PNG or JPEG image of ${whose} signature.`;
  }
  if (file.size > maxBytes) {
    return `The signature image must be ${maxBytes / (1024 * 1024)} MB or smaller.`;
  }
  return null;
}
