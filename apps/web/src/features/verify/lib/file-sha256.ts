/** The browser's own SHA-256 of a file, in lowercase hex (the form the server stores). Nothing is uploaded. */
export async function sha256Hex(file: Blob): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new Uint8Array(await file.arrayBuffer()));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The browser can hash files only in a secure context (HTTPS, or this machine). */
export function canHashFiles(): boolean {
  return typeof crypto !== 'undefined' && typeof crypto.subtle?.digest === 'function';
}

export type CopyCheck = 'match' | 'mismatch';

/** Whether a chosen file is the issued PDF: its hash against the one published with the code. */
export async function checkCopy(file: Blob, issuedSha256: string): Promise<CopyCheck> {
  const actual = await sha256Hex(file);
  return actual === issuedSha256.trim().toLowerCase() ? 'match' : 'mismatch';
}
