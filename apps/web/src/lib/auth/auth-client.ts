import { jwtClient, twoFactorClient } from 'better-auth/client/plugins';
import { createAuthClient } from 'better-auth/react';

/** better-auth's browser client; the session is an httpOnly cookie set by /api/auth/*. */
export const authClient = createAuthClient({
  baseURL: typeof window === 'undefined' ? 'http://localhost' : window.location.origin,
  basePath: '/api/auth',
  plugins: [jwtClient(), twoFactorClient()],
  sessionOptions: { refetchOnWindowFocus: false },
});
