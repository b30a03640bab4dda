import { describe, expect, it } from 'vitest';
import { AppError } from './app-error.ts';
import { PROPERTY_TYPES } from './estimate.ts';
import { INSPECTION_TEMPLATES, latestTemplateFor } from './inspection-templates.ts';
import {
  INSPECTION_ANSWER_MESSAGES,
  InspectionTemplateSchema,
  PatchInspectionBodySchema,
  PhotoUploadFieldsSchema,
  ReopenInspectionBodySchema,
  applyChanges,
  findTemplateItem,
  inspectionGps,
  inspectionProgress,
  missingItems,
  offlineStatusText,
  templateItems,
  templateTypeFor,
  validateAnswer,
  validateChanges,
  type InspectionTemplate,
  type TemplateItem,
} from './inspections.ts';

const NOW = new Date('2026-03-05T07:10:00Z');
const GPS = { latitude: -1.2921, longitude: 36.8219, accuracyM: 8, capturedAt: '2026-03-05T07:00:00.000Z' };

const item = (kind: TemplateItem['kind'], extra: Partial<TemplateItem> = {}): TemplateItem => ({
  id: 'x.y',
  label: 'X',
  kind,
  required: true,
  ...extra,
});

const small: InspectionTemplate = {
  propertyType: 'residential',
  version: 1,
  sections: [
    {
      id: 'site',
      title: 'Site',
      items: [item('text', { id: 'site.a', label: 'A' }), item('yesno', { id: 'site.b', label: 'B', required: false })],
    },
    { id: 'position', title: 'Position', items: [item('gps', { id: 'position.gps', label: 'GPS' })] },
  ],
};

describe('seeded templates', () => {
  it('one valid template per property type, with unique item ids', () => {
    for (const type of PROPERTY_TYPES) {
      const template = latestTemplateFor(type);
      expect(InspectionTemplateSchema.parse(template)).toEqual(template);
      const ids = templateItems(template).map(({ item }) => item.id);
      expect(new Set(ids).size).toBe(ids.length);
      for (const { item } of templateItems(template)) {
        if (item.kind === 'select' || item.kind === 'multiselect') {
          expect(item.options?.length, item.id).toBeGreaterThan(1);
        }
      }
    }
    const keys = INSPECTION_TEMPLATES.map((t) => `${t.propertyType}@${t.version}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('has the sections a valuer records; land has no improvements or condition', () => {
    for (const type of ['residential', 'commercial', 'industrial'] as const) {
      const ids = latestTemplateFor(type).sections.map((s) => s.id);
      expect(ids).toEqual(['site', 'services', 'tenure', 'improvements', 'condition', 'defects', 'neighbourhood', 'position']);
    }
    const land = latestTemplateFor('land').sections.map((s) => s.id);
    expect(land).not.toContain('improvements');
    expect(land).not.toContain('condition');
    expect(land).toContain('position');
    const residential = latestTemplateFor('residential');
    for (const id of ['site.shape', 'site.topography', 'site.soil', 'site.beacons_found', 'site.access_road', 'services.water',
      'services.electricity', 'services.sewer', 'services.telecom', 'tenure.occupation', 'tenure.user', 'improvements.foundation',
      'improvements.walls', 'improvements.roof', 'improvements.windows', 'improvements.floors', 'improvements.finishes',
      'improvements.accommodation', 'improvements.built_up_area', 'improvements.year_built', 'condition.roof', 'defects.notes',
      'neighbourhood.zoning', 'position.gps']) {
      expect(findTemplateItem(residential, id), id).toBeDefined();
    }
    expect(findTemplateItem(residential, 'improvements.built_up_area')?.unit).toBe('m²');
    expect(findTemplateItem(residential, 'position.gps')?.required).toBe(true);
    expect(findTemplateItem(latestTemplateFor('industrial'), 'improvements.loading_bays')).toBeDefined();
    expect(findTemplateItem(latestTemplateFor('commercial'), 'improvements.lifts')).toBeDefined();
  });

  it('a property without a known type gets the residential checklist', () => {
    expect(templateTypeFor(null)).toBe('residential');
    expect(templateTypeFor('castle')).toBe('residential');
    expect(templateTypeFor('land')).toBe('land');
  });
});

describe('validateAnswer', () => {
  const ok = (i: TemplateItem, v: unknown) => validateAnswer(i, v, NOW);

  it('null always clears', () => {
    for (const kind of ['text', 'select', 'number', 'gps', 'condition'] as const) {
      expect(ok(item(kind), null)).toEqual({ ok: true, value: null });
    }
  });

  it('text and textarea: strings within their limit, kept as typed; empty clears', () => {
    expect(ok(item('text'), ' Stone ')).toEqual({ ok: true, value: ' Stone ' });
    expect(ok(item('text'), '')).toEqual({ ok: true, value: null });
    expect(ok(item('text'), 5)).toEqual({ ok: false, message: INSPECTION_ANSWER_MESSAGES.text });
    expect(ok(item('text'), 'a'.repeat(501)).ok).toBe(false);
    expect(ok(item('textarea'), 'a'.repeat(501)).ok).toBe(true);
    expect(ok(item('text'), 'a\u0000b')).toEqual({ ok: false, message: INSPECTION_ANSWER_MESSAGES.unstorable });
  });

  it('select and multiselect: only listed options, no duplicates', () => {
    const options = [{ value: 'a', label: 'A' }, { value: 'b', label: 'B' }];
    expect(ok(item('select', { options }), 'a')).toEqual({ ok: true, value: 'a' });
    expect(ok(item('select', { options }), 'c')).toEqual({ ok: false, message: INSPECTION_ANSWER_MESSAGES.select });
    expect(ok(item('select', { options }), ['a']).ok).toBe(false);
    expect(ok(item('multiselect', { options }), ['a', 'b'])).toEqual({ ok: true, value: ['a', 'b'] });
    expect(ok(item('multiselect', { options }), [])).toEqual({ ok: true, value: null });
    expect(ok(item('multiselect', { options }), ['a', 'a']).ok).toBe(false);
    expect(ok(item('multiselect', { options }), ['z']).ok).toBe(false);
    expect(ok(item('multiselect', { options }), 'a').ok).toBe(false);
  });

  it('number and year: finite numbers within bounds', () => {
    const area = item('number', { min: 0, max: 100 });
    expect(ok(area, 12.5)).toEqual({ ok: true, value: 12.5 });
    expect(ok(area, -1)).toEqual({ ok: false, message: INSPECTION_ANSWER_MESSAGES.numberMin(0) });
    expect(ok(area, 101)).toEqual({ ok: false, message: INSPECTION_ANSWER_MESSAGES.numberMax(100) });
    expect(ok(area, '12').ok).toBe(false);
    expect(ok(item('year'), 1998)).toEqual({ ok: true, value: 1998 });
    expect(ok(item('year'), 2027).ok).toBe(true);
    expect(ok(item('year'), 2028)).toEqual({ ok: false, message: INSPECTION_ANSWER_MESSAGES.year });
    expect(ok(item('year'), 1998.5).ok).toBe(false);
    expect(ok(item('year'), 1700).ok).toBe(false);
  });

  it('yesno: booleans only', () => {
    expect(ok(item('yesno'), false)).toEqual({ ok: true, value: false });
    expect(ok(item('yesno'), 'yes')).toEqual({ ok: false, message: INSPECTION_ANSWER_MESSAGES.yesno });
  });

  it('condition: rating 1..5 with an optional note; an empty note is dropped', () => {
    expect(ok(item('condition'), { rating: 4, note: 'Hairline cracks' })).toEqual({ ok: true, value: { rating: 4, note: 'Hairline cracks' } });
    expect(ok(item('condition'), { rating: 3, note: '' })).toEqual({ ok: true, value: { rating: 3 } });
    expect(ok(item('condition'), { rating: 6 })).toEqual({ ok: false, message: INSPECTION_ANSWER_MESSAGES.condition });
    expect(ok(item('condition'), { rating: 2.5 }).ok).toBe(false);
    expect(ok(item('condition'), { rating: 2, extra: 1 }).ok).toBe(false);
    expect(ok(item('condition'), { rating: 2, note: 'a'.repeat(1001) })).toEqual({ ok: false, message: INSPECTION_ANSWER_MESSAGES.noteTooLong });
    expect(ok(item('condition'), 3).ok).toBe(false);
  });

  it('gps: latitude, longitude, accuracy and capture time', () => {
    expect(ok(item('gps'), GPS)).toEqual({ ok: true, value: GPS });
    expect(ok(item('gps'), { ...GPS, latitude: 91 })).toEqual({ ok: false, message: INSPECTION_ANSWER_MESSAGES.gps });
    expect(ok(item('gps'), { ...GPS, capturedAt: 'yesterday' }).ok).toBe(false);
    expect(ok(item('gps'), { latitude: 0, longitude: 0 }).ok).toBe(false);
  });
});

describe('validateChanges and applyChanges', () => {
  it('keys every problem by item id, unknown items included', () => {
    expect(validateChanges(small, { 'site.a': 3, 'site.zzz': 'x', 'site.b': true }, NOW)).toEqual({
      ok: false,
      fields: { 'site.a': INSPECTION_ANSWER_MESSAGES.text, 'site.zzz': INSPECTION_ANSWER_MESSAGES.unknownItem },
    });
  });

  it('applies values and removes cleared answers without touching the others', () => {
    const checked = validateChanges(small, { 'site.a': 'Square', 'site.b': null }, NOW);
    expect(checked.ok).toBe(true);
    if (checked.ok) {
      expect(applyChanges({ 'site.b': true, 'position.gps': GPS }, checked.values)).toEqual({ 'site.a': 'Square', 'position.gps': GPS });
    }
  });
});

describe('missingItems and progress', () => {
  it('lists required items without an answer, in order; blank text does not count', () => {
    expect(missingItems(small, {})).toEqual([
      { itemId: 'site.a', sectionId: 'site', label: 'A' },
      { itemId: 'position.gps', sectionId: 'position', label: 'GPS' },
    ]);
    expect(missingItems(small, { 'site.a': '   ', 'position.gps': GPS })).toEqual([{ itemId: 'site.a', sectionId: 'site', label: 'A' }]);
    expect(missingItems(small, { 'site.a': 'ok', 'position.gps': GPS })).toEqual([]);
    expect(inspectionProgress(small, { 'site.a': 'ok', 'site.b': false })).toEqual({ answeredCount: 2, requiredCount: 2 });
    expect(inspectionGps(small, { 'position.gps': GPS })).toEqual(GPS);
    expect(inspectionGps(small, {})).toBeNull();
  });

  it('every seeded template starts with all its required items missing', () => {
    for (const template of INSPECTION_TEMPLATES) {
      expect(missingItems(template, {}).length).toBe(inspectionProgress(template, {}).requiredCount);
      expect(inspectionProgress(template, {}).requiredCount).toBeGreaterThan(5);
    }
  });
});

describe('offlineStatusText', () => {
  it('counts changes and photos with exact singular and plural', () => {
    expect(offlineStatusText(3, 2)).toBe('Offline — 3 changes and 2 photos waiting');
    expect(offlineStatusText(1, 0)).toBe('Offline — 1 change waiting');
    expect(offlineStatusText(0, 1)).toBe('Offline — 1 photo waiting');
    expect(offlineStatusText(1, 1)).toBe('Offline — 1 change and 1 photo waiting');
    expect(offlineStatusText(0, 0)).toBe('Offline — all changes saved on this phone');
  });
});

describe('request bodies', () => {
  it('a save needs a version and 1..100 changes', () => {
    expect(PatchInspectionBodySchema.safeParse({ version: 1, changes: { 'site.a': 'x', 'site.b': null } }).success).toBe(true);
    expect(PatchInspectionBodySchema.safeParse({ version: 1, changes: {} }).success).toBe(false);
    expect(PatchInspectionBodySchema.safeParse({ version: 0, changes: { a: 'x' } }).success).toBe(false);
    const many = Object.fromEntries(Array.from({ length: 101 }, (_, i) => [`i.${i}`, 'x']));
    expect(PatchInspectionBodySchema.safeParse({ version: 1, changes: many }).success).toBe(false);
  });

  it('photo fields need the item and a uuid; reopen needs a reason', () => {
    expect(PhotoUploadFieldsSchema.safeParse({ itemId: 'site.shape', clientId: '3f8a1c2e-4b5d-4e6f-8a9b-0c1d2e3f4a5b', caption: '' }).data?.caption).toBeNull();
    expect(PhotoUploadFieldsSchema.safeParse({ itemId: 'site.shape', clientId: 'abc' }).success).toBe(false);
    expect(ReopenInspectionBodySchema.safeParse({ reason: '  ' }).success).toBe(false);
    expect(ReopenInspectionBodySchema.safeParse({ reason: 'Wrong area' }).success).toBe(true);
  });
});

describe('AppError details', () => {
  it('carries details through JSON and back', () => {
    const error = new AppError('CONFLICT', 'Changed', undefined, { current: { id: 1 } });
    const copy = AppError.fromResponse(409, JSON.parse(JSON.stringify(error.toJSON())));
    expect(copy.details).toEqual({ current: { id: 1 } });
    expect(copy.code).toBe('CONFLICT');
  });
});
