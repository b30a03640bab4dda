import { beforeEach, describe, expect, it } from 'vitest';
import { LocalCopy } from './local-copy';

beforeEach(() => window.localStorage.clear());

describe('LocalCopy', () => {
  it('keeps an unsaved edit across a reload (a new page reads what the old one wrote)', () => {
    new LocalCopy<{ text: string }>(window.localStorage, 'draft.1').write({ text: 'typed offline' });
    const afterReload = new LocalCopy<{ text: string }>(window.localStorage, 'draft.1');
    expect(afterReload.read()).toEqual({ text: 'typed offline' });
    afterReload.remove();
    expect(afterReload.read()).toBeNull();
  });

  it('never fails the edit when storage is blocked, full or holds something unreadable', () => {
    const blocked = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    } as unknown as Storage;
    const copy = new LocalCopy<string>(blocked, 'draft.2');
    expect(() => copy.write('x')).not.toThrow();
    expect(() => copy.remove()).not.toThrow();
    expect(copy.read()).toBeNull();

    window.localStorage.setItem('draft.3', '{not json');
    expect(new LocalCopy(window.localStorage, 'draft.3').read()).toBeNull();
    expect(new LocalCopy(null, 'draft.4').read()).toBeNull();
  });
});
