// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { type FieldRules, type Fields, mergeFields, sameValue } from './field-merge';

const plain: FieldRules = {
  read: (fields, field) => fields[field] ?? null,
  write: (fields, field, value) => {
    fields[field] = value;
  },
  same: sameValue,
};

describe('mergeFields after a 409', () => {
  const base: Fields = { roof: 'tiles', walls: 'stone', note: 'ok' };

  it("keeps the person's edit and offers the server's where both changed the same field", () => {
    const result = mergeFields(base, { roof: 'iron sheets' }, { ...base, roof: 'concrete' }, plain);
    expect(result.conflicts).toEqual([{ field: 'roof', base: 'tiles', mine: 'iron sheets', theirs: 'concrete' }]);
    expect(result.resend).toEqual({});
    expect(result.merged.roof).toBe('concrete'); // shown until the person chooses
  });

  it('sends the edit again on the new version where the server changed other fields', () => {
    const result = mergeFields(base, { roof: 'iron sheets' }, { ...base, walls: 'brick' }, plain);
    expect(result).toEqual({
      merged: { roof: 'iron sheets', walls: 'brick', note: 'ok' },
      resend: { roof: 'iron sheets' },
      conflicts: [],
    });
  });

  it('settles a field both sides changed alike, and one the person changed back', () => {
    const alike = mergeFields(base, { roof: 'iron sheets' }, { ...base, roof: 'iron sheets' }, plain);
    const back = mergeFields(base, { roof: 'tiles' }, { ...base, roof: 'concrete' }, plain);
    expect([alike.resend, alike.conflicts, back.resend, back.conflicts]).toEqual([{}, [], {}, []]);
    expect(back.merged.roof).toBe('concrete');
  });

  it("reads and compares fields by the caller's rules", () => {
    const caseBlind: FieldRules = { ...plain, same: (a, b) => String(a).toLowerCase() === String(b).toLowerCase() };
    expect(mergeFields(base, { roof: 'TILES' }, base, caseBlind).resend).toEqual({});
  });
});

describe('sameValue', () => {
  it('compares lists and objects by content; undefined is null', () => {
    expect(sameValue({ a: [1, { b: 2 }] }, { a: [1, { b: 2 }] })).toBe(true);
    expect(sameValue([1, 2], [2, 1])).toBe(false);
    expect(sameValue(undefined, null)).toBe(true);
    expect(sameValue(0, null)).toBe(false);
  });
});
