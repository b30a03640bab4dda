import { describe, expect, it } from 'vitest';
import { signatureFileProblem } from './signature-file';

const file = (type: string, bytes: number) => new File([new Uint8Array(bytes)], 'signature', { type });

describe('signatureFileProblem', () => {
  it('accepts a PNG or JPEG of at most 2 MB', () => {
    expect(signatureFileProblem(file('image/png', 10), 'your')).toBeNull();
    expect(signatureFileProblem(file('image/jpeg', 2 * 1024 * 1024), 'the')).toBeNull();
  });
  it('names the problem in the words of whoever uploads', () => {
    expect(signatureFileProblem(file('application/pdf', 10), 'your')).toBe('Choose a PNG or JPEG image of your signature.');
    expect(signatureFileProblem(file('image/gif', 10), 'the')).toBe('Choose a PNG or JPEG image of the signature.');
    expect(signatureFileProblem(file('image/png', 2 * 1024 * 1024 + 1), 'your')).toBe('The signature image must be 2 MB or smaller.');
  });
});
