/*
 * The signed-in state's own reads, by address: the build lists them in a signed-in page's HTML as
 * `<link rel="preload" as="fetch">` (app/signed-in-modules.ts), so they are answered while the
 * app's code downloads. The fetches that take those answers must ask for exactly these URLs.
 */

/**
 * GET /api/me: who is signed in and their role. Every signed-in page waits for it. The path of
 * ME_ENDPOINTS.me, written out: the Vite config imports this file, and Node loads
 * @thamani/domain's TypeScript there unbundled, which it cannot (auth-urls.test.ts holds them equal).
 */
// eslint-disable-next-line no-restricted-syntax -- written out for the Vite config (above); auth-urls.test.ts holds it to the contract.
export const ME_URL = '/api/me';

/** GET /api/auth/validate: the server's word on the role, which the admin guard waits for. The path of AUTH_ENDPOINTS.validate, written out as ME_URL is. */
// eslint-disable-next-line no-restricted-syntax -- written out for the Vite config, as ME_URL; auth-urls.test.ts holds it to the contract.
export const VALIDATE_URL = '/api/auth/validate';
