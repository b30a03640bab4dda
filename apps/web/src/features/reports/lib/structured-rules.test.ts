// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  addComparable,
  fsvPercentOfMv,
  parseDecimal,
  parseWholeShillings,
  removeComparable,
  setValueFigure,
  updateComparable,
} from './structured-rules';
import { reportContent } from './test-fixtures';

describe('words follow figures', () => {
  it('writes the words for a new figure and rewrites them when the figure changes', () => {
    let content = setValueFigure(reportContent(), 'marketValue', 12_500_000);
    expect(content.fields['values.marketValueWords']).toBe('Kenya Shillings Twelve Million Five Hundred Thousand Only');
    content = setValueFigure(content, 'marketValue', 9_000_000);
    expect(content.fields['values.marketValueWords']).toBe('Kenya Shillings Nine Million Only');
  });

  it('leaves words the valuer wrote themselves', () => {
    const mine = 'Twelve and a half million shillings';
    let content = setValueFigure(reportContent(), 'marketValue', 12_500_000);
    content = { ...content, fields: { ...content.fields, 'values.marketValueWords': mine } };
    content = setValueFigure(content, 'marketValue', 13_000_000);
    expect(content.fields['values.marketValue']).toBe(13_000_000);
    expect(content.fields['values.marketValueWords']).toBe(mine);
  });

  it('clears the words with the figure, and touches only that value', () => {
    let content = setValueFigure(reportContent(), 'forcedSaleValue', 9_000_000);
    content = setValueFigure(content, 'marketValue', 12_000_000);
    content = setValueFigure(content, 'forcedSaleValue', null);
    expect(content.fields['values.forcedSaleValueWords']).toBeNull();
    expect(content.fields['values.marketValueWords']).toBe('Kenya Shillings Twelve Million Only');
  });

  it('states FSV as a share of MV once both are known', () => {
    expect(fsvPercentOfMv({ 'values.marketValue': 12_000_000 })).toBeNull();
    expect(fsvPercentOfMv({ 'values.marketValue': 12_000_000, 'values.forcedSaleValue': 9_000_000 })).toBe(75);
    expect(fsvPercentOfMv({ 'values.marketValue': 3_000_000, 'values.forcedSaleValue': 2_000_000 })).toBe(66.7);
  });
});

describe('typed numbers', () => {
  it.each([
    ['12,500,000', 12_500_000],
    ['KSh 1 000', 1000],
    ['', null],
    ['abc', null],
  ])('money %j → %j', (text, amount) => {
    expect(parseWholeShillings(text)).toBe(amount);
  });

  it.each([
    ['1.25', 1.25],
    ['1,250.5', 1250.5],
    ['-5', -5],
    ['', null],
    ['1.2.3', undefined],
    ['12ha', undefined],
  ])('decimal %j → %j', (text, value) => {
    expect(parseDecimal(text)).toBe(value);
  });
});

describe('comparables', () => {
  it('adds empty rows with their own ids, edits and removes one', () => {
    let content = addComparable(addComparable(reportContent()));
    const [first, second] = content.comparables;
    expect(first?.id).not.toBe(second?.id);
    content = updateComparable(content, second?.id ?? '', { price: 20_000_000, sizeSqm: 1000 });
    expect(content.comparables[1]).toMatchObject({ price: 20_000_000, sizeSqm: 1000, adjustmentPercent: 0 });
    content = removeComparable(content, first?.id ?? '');
    expect(content.comparables.map((c) => c.id)).toEqual([second?.id]);
  });
});
