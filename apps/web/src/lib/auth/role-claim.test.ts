import { normalizeRole } from '@thamani/domain/roles';
import { describe, expect, it } from 'vitest';
import { roleFromClaim } from './role-claim';

describe('roleFromClaim', () => {
  it.each(['user', 'agent', 'admin', 'owner', '', null, undefined, 3, { role: 'admin' }])(
    'agrees with normalizeRole for %j',
    (value) => {
      expect(roleFromClaim(value)).toBe(normalizeRole(value));
    },
  );
});
