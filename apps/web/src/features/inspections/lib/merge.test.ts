// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { mergeAnswers, sameValue } from './merge';

describe('mergeAnswers', () => {
  const base = { 'site.shape': 'regular', 'services.water': 'mains', 'site.soil': 'red' };

  it('keeps both sides where they changed different fields', () => {
    const result = mergeAnswers(base, { 'site.shape': 'irregular' }, { ...base, 'services.water': 'borehole' });
    expect(result.conflicts).toEqual([]);
    expect(result.resend).toEqual({ 'site.shape': 'irregular' });
    expect(result.merged).toEqual({ 'site.shape': 'irregular', 'services.water': 'borehole', 'site.soil': 'red' });
  });

  it('reports a conflict where both changed the same field to different values', () => {
    const result = mergeAnswers(base, { 'site.shape': 'irregular' }, { ...base, 'site.shape': 'triangular' });
    expect(result.conflicts).toEqual([
      { itemId: 'site.shape', base: 'regular', mine: 'irregular', theirs: 'triangular' },
    ]);
    expect(result.resend).toEqual({});
    expect(result.merged['site.shape']).toBe('triangular');
  });

  it('settles a field both sides changed to the same value', () => {
    const result = mergeAnswers(base, { 'site.shape': 'irregular' }, { ...base, 'site.shape': 'irregular' });
    expect(result).toEqual({ merged: { ...base, 'site.shape': 'irregular' }, resend: {}, conflicts: [] });
  });

  it('treats a cleared answer (null) and an absent one alike', () => {
    const cleared = mergeAnswers(base, { 'site.soil': null }, { ...base, 'site.shape': 'oval' });
    expect(cleared.resend).toEqual({ 'site.soil': null });
    expect(cleared.merged).not.toHaveProperty('site.soil');

    const theyCleared = mergeAnswers(
      base,
      { 'site.soil': 'black cotton' },
      { 'site.shape': 'regular', 'services.water': 'mains' },
    );
    expect(theyCleared.conflicts).toHaveLength(1);
    expect(theyCleared.conflicts[0]).toMatchObject({ itemId: 'site.soil', mine: 'black cotton', theirs: null });
  });

  it('lets their change stand where mine went back to the base value', () => {
    const result = mergeAnswers(base, { 'site.shape': 'regular' }, { ...base, 'site.shape': 'triangular' });
    expect(result).toEqual({ merged: { ...base, 'site.shape': 'triangular' }, resend: {}, conflicts: [] });
  });

  it('compares structured values (condition, gps, multiselect) by content', () => {
    const b = { roof: { rating: 3, note: 'rust' }, fence: ['wall', 'gate'] };
    const result = mergeAnswers(
      b,
      { roof: { rating: 3, note: 'rust' }, fence: ['wall', 'gate', 'wire'] },
      { roof: { note: 'rust', rating: 3 }, fence: ['wall', 'gate'] },
    );
    expect(result.conflicts).toEqual([]);
    expect(result.resend).toEqual({ fence: ['wall', 'gate', 'wire'] });
  });
});

describe('sameValue', () => {
  it('compares deeply', () => {
    expect(sameValue({ a: [1, { b: 2 }] }, { a: [1, { b: 2 }] })).toBe(true);
    expect(sameValue({ a: [1, { b: 2 }] }, { a: [1, { b: 3 }] })).toBe(false);
    expect(sameValue(['a'], 'a')).toBe(false);
    expect(sameValue(undefined, null)).toBe(true);
    expect(sameValue(0, null)).toBe(false);
  });
});
