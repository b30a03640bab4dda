// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { saveStatusText } from './status-text';

describe('saveStatusText', () => {
  it('says all is saved when nothing waits online', () => {
    expect(saveStatusText({ online: true, sending: false, changes: 0, photos: 0 })).toBe('All changes saved');
  });

  it('says saving while sending or while something waits online', () => {
    expect(saveStatusText({ online: true, sending: true, changes: 0, photos: 0 })).toBe('Saving…');
    expect(saveStatusText({ online: true, sending: false, changes: 1, photos: 0 })).toBe('Saving…');
  });

  it('counts what waits on the phone while offline, with exact plurals', () => {
    expect(saveStatusText({ online: false, sending: false, changes: 3, photos: 2 })).toBe(
      'Offline — 3 changes and 2 photos waiting',
    );
    expect(saveStatusText({ online: false, sending: false, changes: 1, photos: 0 })).toBe('Offline — 1 change waiting');
    expect(saveStatusText({ online: false, sending: false, changes: 0, photos: 1 })).toBe('Offline — 1 photo waiting');
    expect(saveStatusText({ online: false, sending: true, changes: 0, photos: 0 })).toBe(
      'Offline — all changes saved on this phone',
    );
  });
});
