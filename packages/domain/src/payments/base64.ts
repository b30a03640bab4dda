const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/**
 * Standard base64 (with padding) of an ASCII text. Written out because the domain runs in the
 * browser and in Node without either's helpers (btoa, Buffer) in its types.
 */
export function base64Ascii(text: string): string {
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code > 0x7f) {
      throw new RangeError('base64Ascii takes ASCII text only');
    }
    bytes.push(code);
  }
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const [a = 0, b = 0, c = 0] = [bytes[i], bytes[i + 1], bytes[i + 2]];
    const triple = (a << 16) | (b << 8) | c;
    const left = bytes.length - i;
    out += ALPHABET[(triple >> 18) & 63];
    out += ALPHABET[(triple >> 12) & 63];
    out += left > 1 ? ALPHABET[(triple >> 6) & 63] : '=';
    out += left > 2 ? ALPHABET[triple & 63] : '=';
  }
  return out;
}
