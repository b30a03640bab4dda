import { describe, expect, it } from 'vitest';
import { findMessage, renderEnglish } from '../messages/registry.ts';
import { INVOICING_MESSAGES as M } from './messages.ts';

describe('the invoicing messages', () => {
  it('are in the catalogue under invoicing.*', () => {
    expect(findMessage(M.etimsOff)).toEqual({ key: 'invoicing.etimsOff' });
    expect(M.etimsUnreachable).toBe('eTIMS did not answer; the invoice will be sent again automatically.');
  });

  it('a refusal names eTIMS’s reason and traces back to its key', () => {
    const text = M.etimsRefused('Request parameter error');
    expect(text).toBe('eTIMS refused the invoice: Request parameter error');
    const ref = { key: 'invoicing.etimsRefused', params: { reason: 'Request parameter error' } };
    expect(findMessage(text)).toEqual(ref);
    expect(renderEnglish(ref)).toBe(text);
    expect(M.etimsAlreadyHeld(12)).toMatch(/^eTIMS already holds invoice 12,/);
  });
});
