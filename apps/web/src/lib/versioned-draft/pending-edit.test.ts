// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { confirmedBy, firstEdit, nextEdit } from './pending-edit';

describe('a pending edit', () => {
  it('is not removed by the reply to an older send when the person edited it again meanwhile', () => {
    const sent = firstEdit('regular');
    const typedSince = { ...sent, ...nextEdit(sent, 'irregular') };
    expect(typedSince).toMatchObject({ value: 'irregular', rev: 2 });
    expect(confirmedBy(typedSince, sent.rev)).toBe(false);
    expect(confirmedBy(typedSince, typedSince.rev)).toBe(true);
  });

  it('leaves its conflict once edited again (the new value is the choice)', () => {
    const inConflict = { ...firstEdit('mine'), conflict: { theirs: 'theirs' } };
    expect(nextEdit(inConflict, 'newer').conflict).toBeNull();
  });
});
