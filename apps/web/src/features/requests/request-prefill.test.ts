import { afterEach, describe, expect, it } from 'vitest';
import {
  clearPrefill,
  prefillFromEstimate,
  readPrefill,
  REQUEST_PREFILL_STORAGE_KEY,
  savePrefill,
} from './request-prefill';

afterEach(() => {
  window.sessionStorage.clear();
});

describe('prefillFromEstimate', () => {
  it('splits "town, county" and keeps type and a numeric size', () => {
    expect(prefillFromEstimate({ location: 'Westlands, Nairobi', propertyType: 'residential', size: '500' })).toEqual({
      propertyType: 'residential',
      county: 'Nairobi',
      town: 'Westlands',
      sizeSqm: '500',
    });
  });

  it('finds a county at the end of a phrase or written with "County"', () => {
    expect(prefillFromEstimate({ location: 'Ruiru Kiambu', propertyType: 'land', size: '1,200' })).toEqual({
      propertyType: 'land',
      county: 'Kiambu',
      town: 'Ruiru',
      sizeSqm: '1200',
    });
    expect(prefillFromEstimate({ location: 'Homa Bay County', propertyType: 'commercial', size: '' })).toEqual({
      propertyType: 'commercial',
      county: 'Homa Bay',
    });
  });

  it('keeps an unknown place as the town and drops a size that is not a number', () => {
    expect(prefillFromEstimate({ location: 'Kilimani', propertyType: 'industrial', size: 'large' })).toEqual({
      propertyType: 'industrial',
      town: 'Kilimani',
    });
  });
});

describe('readPrefill', () => {
  it('prefers router state, then sessionStorage (which survives the sign-in detour)', () => {
    savePrefill({ county: 'Kisumu' });
    expect(readPrefill({ prefill: { county: 'Nakuru' } })).toEqual({ county: 'Nakuru' });
    expect(readPrefill(null)).toEqual({ county: 'Kisumu' });
    clearPrefill();
    expect(readPrefill(undefined)).toBeNull();
  });

  it('ignores stored data that is not a valid prefill', () => {
    window.sessionStorage.setItem(REQUEST_PREFILL_STORAGE_KEY, JSON.stringify({ county: 'Atlantis' }));
    expect(readPrefill(null)).toBeNull();
    window.sessionStorage.setItem(REQUEST_PREFILL_STORAGE_KEY, '{not json');
    expect(readPrefill(null)).toBeNull();
  });
});
