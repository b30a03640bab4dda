import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '../account.ts';
import { DASHBOARD_MESSAGES } from '../admin-dashboard.ts';
import { ADMIN_REQUESTS_MESSAGES } from '../admin-requests.ts';
import { BACKUP_MESSAGES } from '../backups.ts';
import { CHAT_MESSAGES } from '../chat.ts';
import { UPLOAD_MESSAGES } from '../documents.ts';
import { EXTRACTION_MESSAGES } from '../extractions.ts';
import { FIRM_MESSAGES } from '../firm.ts';
import { INSPECTION_DATE_MESSAGES } from '../inspection-date.ts';
import { INSPECTION_ANSWER_MESSAGES, INSPECTION_MESSAGES } from '../inspections.ts';
import { JOB_MESSAGES } from '../jobs.ts';
import { LIFECYCLE_MESSAGES } from '../lifecycle-messages.ts';
import { NOTIFICATION_ERROR_MESSAGES } from '../notifications.ts';
import * as SHARED from '../messages.ts';
import { PEOPLE_MESSAGES } from '../people.ts';
import { PROPERTY_MESSAGES } from '../properties.ts';
import { REPORT_MESSAGES } from '../reports.ts';
import { SYSTEM_MESSAGES } from '../system.ts';
import { CERTIFICATE_MESSAGES } from '../valuer-certificate.ts';
import { catalogueEntries, conflictingKeys, findMessage, renderEnglish, sharedTexts } from './registry.ts';
import SPEC_TEXTS from './spec-texts.json';

/** Every message object, by the name it is exported under. */
const OBJECTS: Record<string, Record<string, unknown>> = {
  ACCOUNT_MESSAGES,
  DASHBOARD_MESSAGES,
  ADMIN_REQUESTS_MESSAGES,
  BACKUP_MESSAGES,
  CHAT_MESSAGES,
  UPLOAD_MESSAGES,
  EXTRACTION_MESSAGES,
  FIRM_MESSAGES,
  INSPECTION_DATE_MESSAGES,
  INSPECTION_ANSWER_MESSAGES,
  INSPECTION_MESSAGES,
  JOB_MESSAGES,
  LIFECYCLE_MESSAGES,
  NOTIFICATION_ERROR_MESSAGES,
  AUTH_MESSAGES: SHARED.AUTH_MESSAGES,
  SESSION_MESSAGES: SHARED.SESSION_MESSAGES,
  GUARD_MESSAGES: SHARED.GUARD_MESSAGES,
  VALIDATION_MESSAGES: SHARED.VALIDATION_MESSAGES,
  VISIT_MESSAGES: SHARED.VISIT_MESSAGES,
  NOT_FOUND_MESSAGES: SHARED.NOT_FOUND_MESSAGES,
  FIELD_MESSAGES: SHARED.FIELD_MESSAGES,
  REQUEST_MESSAGES: SHARED.REQUEST_MESSAGES,
  VISIT_FORM_MESSAGES: SHARED.VISIT_FORM_MESSAGES,
  REQUEST_TOAST_MESSAGES: SHARED.REQUEST_TOAST_MESSAGES,
  INPUT_MESSAGES: SHARED.INPUT_MESSAGES,
  HTTP_MESSAGES: SHARED.HTTP_MESSAGES,
  PEOPLE_MESSAGES,
  PROPERTY_MESSAGES,
  REPORT_MESSAGES,
  SYSTEM_MESSAGES,
  CERTIFICATE_MESSAGES,
};

type Sample = { args: unknown[]; text: string };
const specTexts = SPEC_TEXTS as Record<string, Record<string, string | Sample[]>>;
const entryCount = Object.values(specTexts).reduce((n, o) => n + Object.keys(o).length, 0);

describe('the message catalogue', () => {
  it('keeps every text exactly as the spec has it (spec-texts.json, written before the catalogue)', () => {
    expect(Object.keys(OBJECTS).sort()).toEqual(Object.keys(specTexts).sort());
    for (const [name, texts] of Object.entries(specTexts)) {
      const object = OBJECTS[name] ?? {};
      expect(Object.keys(object), name).toEqual(Object.keys(texts));
      for (const [entry, text] of Object.entries(texts)) {
        if (typeof text === 'string') {
          expect(object[entry], `${name}.${entry}`).toBe(text);
        } else {
          const write = object[entry] as (...args: unknown[]) => string;
          for (const sample of text) {
            expect(write(...sample.args), `${name}.${entry}`).toBe(sample.text);
          }
        }
      }
    }
  });

  it('holds every entry once, under a unique key, with the same English', () => {
    expect(conflictingKeys()).toEqual([]);
    const keys = catalogueEntries().map((e) => e.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys.length).toBeGreaterThanOrEqual(entryCount);
    for (const entry of catalogueEntries()) {
      expect(entry.key).toMatch(/^[a-zA-Z]+\.[a-zA-Z]+$/);
      if (typeof entry.english === 'string') {
        expect(renderEnglish({ key: entry.key })).toBe(entry.english);
      }
    }
  });

  it('traces a fixed text to its key', () => {
    expect(findMessage(BACKUP_MESSAGES.notFound)).toEqual({ key: 'backups.notFound' });
    expect(findMessage(SHARED.AUTH_MESSAGES.noUserLoggedIn)).toEqual({ key: 'auth.noUserLoggedIn' });
    expect(findMessage('A sentence nobody defined')).toBeUndefined();
  });

  it('records the key and parameters a text was written from, and renders the same English from them', () => {
    const text = LIFECYCLE_MESSAGES.invalidTransition('cancelled', 'completed');
    const ref = { key: 'lifecycle.invalidTransition', params: { action: 'cancelled', status: 'completed' } };
    expect(findMessage(text)).toEqual(ref);
    expect(renderEnglish(ref)).toBe(text);
    const tooLarge = UPLOAD_MESSAGES.tooLarge({ maxBytes: 15 * 1024 * 1024, types: ['image/jpeg'] });
    expect(findMessage(tooLarge)).toEqual({ key: 'uploads.tooLarge', params: { megabytes: 15 } });
    const wrongType = UPLOAD_MESSAGES.wrongType({ maxBytes: 1, types: ['application/pdf', 'image/png'] });
    expect(findMessage(wrongType)).toEqual({ key: 'uploads.wrongType', params: { types: ['PDF', 'PNG'] } });
  });

  it('still traces a text written long before, among many later ones', () => {
    const early = FIRM_MESSAGES.tooLong(7);
    for (let i = 0; i < 3000; i += 1) {
      CERTIFICATE_MESSAGES.assignExpired(`Valuer ${i}`);
    }
    expect(findMessage(early)).toEqual({ key: 'firm.tooLong', params: { max: 7 } });
    expect(findMessage(CERTIFICATE_MESSAGES.assignExpired('Otieno'))).toEqual({
      key: 'certificate.assignExpired',
      params: { name: 'Otieno' },
    });
  });

  it('names the texts written under several keys (they resolve to the first key alphabetically)', () => {
    expect(Object.fromEntries(sharedTexts())).toEqual({
      'The start date must be on or before the end date': [
        'adminDashboard.outOfOrder',
        'adminRequests.datesOutOfOrder',
      ],
      'Two-factor sign-in is off': ['account.twoFactorOff', 'account.twoFactorTurnedOff'],
      'Keep the notes to 2,000 characters or fewer': ['requestForm.notesTooLong', 'visitForm.reviewNotesTooLong'],
      'Choose an agent': ['lifecycle.agentUnknown', 'requestForm.agentId'],
      'Keep the reason to 500 characters or fewer': [
        'requestForm.cancelReasonTooLong',
        'visitForm.cancelReasonTooLong',
      ],
      'Request not found': ['lifecycle.requestNotFound', 'requestToasts.notFound'],
    });
  });
});
