import type { MeResponse } from '@thamani/domain/me';
import { ROLES } from '@thamani/domain/access';
import { afterEach, describe, expect, it } from 'vitest';
import { clearLocalAuthState } from './clear-local-state';
import {
  forgetIdentity,
  KNOWN_ROLES,
  REMEMBERED_IDENTITY_KEY,
  rememberedIdentity,
  rememberIdentity,
} from './remembered-identity';

const me: MeResponse = {
  user: { id: 'u1', email: 'amina@example.com', emailVerified: true },
  profile: { id: '00000000-0000-4000-8000-000000000002', fullName: 'Amina Otieno', email: 'amina@example.com' },
  role: 'agent',
};
const identity = { session: { user: { id: 'u1', email: 'amina@example.com', name: 'Amina Otieno' } }, me };

afterEach(() => window.localStorage.clear());

describe('remembered identity', () => {
  it('names the same roles as the domain', () => {
    expect([...KNOWN_ROLES].sort()).toEqual([...ROLES].sort());
  });

  it('comes back as stored, and is gone once forgotten', () => {
    rememberIdentity(identity);
    expect(rememberedIdentity()).toEqual(identity);
    forgetIdentity();
    expect(rememberedIdentity()).toBeNull();
  });

  it('goes with sign-out (local auth state is cleared)', () => {
    rememberIdentity(identity);
    clearLocalAuthState();
    expect(rememberedIdentity()).toBeNull();
  });

  it('ignores anything that is not a whole identity of one user with a known role', () => {
    const stored = (value: unknown) => {
      window.localStorage.setItem(REMEMBERED_IDENTITY_KEY, typeof value === 'string' ? value : JSON.stringify(value));
      return rememberedIdentity();
    };
    expect(stored('{not json')).toBeNull();
    expect(stored({ session: identity.session })).toBeNull();
    expect(stored({ ...identity, me: { ...me, role: 'superuser' } })).toBeNull();
    expect(stored({ ...identity, me: { ...me, user: { ...me.user, id: 'someone-else' } } })).toBeNull();
  });
});
