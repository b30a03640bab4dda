import { pathOf } from '@thamani/domain/endpoints';
import { AUTH_ENDPOINTS } from '@thamani/domain/auth.endpoints';
import { ME_ENDPOINTS } from '@thamani/domain/me.endpoints';
import { describe, expect, it } from 'vitest';
import { ME_URL, VALIDATE_URL } from './auth-urls';

describe('the signed-in state’s preloaded reads', () => {
  it('preload the URL the app then fetches: GET /api/me is its contract’s path', () => {
    expect(ME_URL).toBe(pathOf(ME_ENDPOINTS.me));
  });

  it('preload the URL the admin guard then fetches: GET /api/auth/validate is its contract’s path', () => {
    expect(VALIDATE_URL).toBe(pathOf(AUTH_ENDPOINTS.validate));
  });
});
