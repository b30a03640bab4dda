// @vitest-environment node
import { AppError } from '@thamani/domain/app-error';
import { describe, expect, it } from 'vitest';
import { isAppError } from './errors';

describe('isAppError', () => {
  it('recognises an AppError, and its code when asked', () => {
    const error = new AppError('UNAUTHENTICATED', 'Sign in');
    expect(isAppError(error)).toBe(true);
    expect(isAppError(error, 'UNAUTHENTICATED')).toBe(true);
    expect(isAppError(error, 'NOT_FOUND')).toBe(false);
  });

  it('refuses other errors and non-errors', () => {
    expect(isAppError(new Error('x'))).toBe(false);
    expect(isAppError({ name: 'AppError', code: 'INTERNAL' })).toBe(false);
    expect(isAppError(null)).toBe(false);
  });
});
