import { jwtClient, twoFactorClient } from 'better-auth/client/plugins';
import { createAuthClient } from 'better-auth/react';
import { BETTER_AUTH_BASE } from './better-auth-paths';

/** better-auth's browser client; the session is an httpOnly cookie set by /api/auth/*. */
export const authClient = createAuthClient({
  baseURL: typeof window === 'undefined' ? 'http://localhost' : window.location.origin,
  basePath: BETTER_AUTH_BASE,
  plugins: [jwtClient(), twoFactorClient()],
  sessionOptions: { refetchOnWindowFocus: false },
});
