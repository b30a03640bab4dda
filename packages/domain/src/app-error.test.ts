import { describe, expect, it } from 'vitest';
import { AppError, ErrorResponseSchema } from './app-error.ts';
import { UPLOAD_MESSAGES } from './documents.ts';
import { FIRM_MESSAGES } from './firm.ts';
import { LIFECYCLE_MESSAGES as L } from './lifecycle-messages.ts';
import { BACKUP_MESSAGES } from './backups.ts';

describe('AppError names its message in the catalogue', () => {
  it('a fixed text: its key, the English as message', () => {
    const error = new AppError('NOT_FOUND', BACKUP_MESSAGES.notFound);
    expect(error.message).toBe('This backup was not found.');
    expect(error.key).toBe('backups.notFound');
    expect(error.params).toBeUndefined();
    expect(error.toJSON()).toEqual({
      code: 'NOT_FOUND',
      key: 'backups.notFound',
      message: 'This backup was not found.',
    });
  });

  it('a text written from parameters: its key and those parameters', () => {
    const error = new AppError('INVALID_TRANSITION', L.invalidTransition('cancelled', 'completed'));
    expect(error.toJSON()).toEqual({
      code: 'INVALID_TRANSITION',
      key: 'lifecycle.invalidTransition',
      params: { action: 'cancelled', status: 'completed' },
      message: 'This request cannot be cancelled while it is completed',
    });
  });

  it('a key with parameters: the English rendered from the catalogue', () => {
    const error = new AppError('PAYLOAD_TOO_LARGE', { key: 'uploads.tooLarge', params: { megabytes: 20 } });
    expect(error.message).toBe('This file is larger than 20 MB.');
    expect(error.message).toBe(UPLOAD_MESSAGES.tooLarge({ maxBytes: 20 * 1024 * 1024, types: [] }));
    expect(error.key).toBe('uploads.tooLarge');
  });

  it('a text the catalogue does not hold: `untranslated`, the text as message', () => {
    const error = new AppError('VALIDATION', 'Invalid input: expected string, received undefined');
    expect(error.toJSON()).toEqual({
      code: 'VALIDATION',
      key: 'untranslated',
      message: 'Invalid input: expected string, received undefined',
    });
  });

  it('field messages carry their keys beside them', () => {
    const tooLong = FIRM_MESSAGES.tooLong(120);
    const error = new AppError('VALIDATION', tooLong, {
      name: tooLong,
      kraPin: FIRM_MESSAGES.kraPin,
      other: 'Required',
    });
    expect(error.toJSON()).toMatchObject({
      fields: { name: tooLong, kraPin: FIRM_MESSAGES.kraPin, other: 'Required' },
      fieldKeys: {
        name: { key: 'firm.tooLong', params: { max: 120 } },
        kraPin: { key: 'firm.kraPin' },
        other: { key: 'untranslated' },
      },
    });
  });

  it('the web keeps key, parameters and field keys from the response', () => {
    const sent = new AppError(
      'VALIDATION',
      L.overlap('9:00 AM', '10:00 AM'),
      { time: L.overlap('9:00 AM', '10:00 AM') },
      { at: 1 },
    ).toJSON();
    expect(ErrorResponseSchema.parse(sent)).toEqual(sent);
    const received = AppError.fromResponse(
      400,
      JSON.parse(JSON.stringify({ ...sent, message: 'as the server wrote it' })),
    );
    expect(received.message).toBe('as the server wrote it');
    expect(received.toJSON()).toEqual({ ...sent, message: 'as the server wrote it' });
  });

  it('traces the text of an answer without a key (an older server), and words a body that is not an error', () => {
    expect(AppError.fromResponse(404, { code: 'NOT_FOUND', message: BACKUP_MESSAGES.notFound }).key).toBe(
      'backups.notFound',
    );
    const odd = AppError.fromResponse(502, '<html>');
    expect(odd.toJSON()).toEqual({
      code: 'INTERNAL',
      key: 'http.requestFailed',
      params: { status: 502 },
      message: 'Request failed with status 502',
    });
  });
});
