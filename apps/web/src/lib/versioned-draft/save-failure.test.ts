// @vitest-environment node
import { AppError } from '@thamani/domain/app-error';
import { describe, expect, it } from 'vitest';
import { classifySaveError, failureMessage, isServerBusy, isStaleVersion } from './save-failure';

describe('a failed save', () => {
  it('is tried again when it never reached the server or the server could not answer', () => {
    expect(classifySaveError(new TypeError('Failed to fetch'))).toBe('retry');
    for (const code of ['UNAVAILABLE', 'INTERNAL', 'RATE_LIMITED', 'UNAUTHENTICATED'] as const) {
      expect(classifySaveError(new AppError(code, 'x'))).toBe('retry');
    }
    expect(isServerBusy(new AppError('RATE_LIMITED', 'x'))).toBe(true);
    expect(isServerBusy(new AppError('UNAUTHENTICATED', 'x'))).toBe(false);
  });

  it('is settled against the server when another device saved first or the record moved on', () => {
    expect(classifySaveError(new AppError('CONFLICT', 'x'))).toBe('conflict');
    expect(classifySaveError(new AppError('INVALID_TRANSITION', 'x'))).toBe('conflict');
    expect(isStaleVersion(new AppError('CONFLICT', 'x', undefined, { version: 7 }))).toBe(true);
    expect(isStaleVersion(new AppError('CONFLICT', 'x'))).toBe(false);
  });

  it('is given up when the server refuses it, in the words the server used', () => {
    const refused = new AppError('VALIDATION', 'The value is too long.');
    expect(classifySaveError(refused)).toBe('drop');
    expect(failureMessage(refused, 'fallback')).toBe('The value is too long.');
    expect(failureMessage('not an error', 'A change was refused.')).toBe('A change was refused.');
  });
});
