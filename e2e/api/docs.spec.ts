import { createLocalJWKSet, jwtVerify } from 'jose';
import type { JSONWebKeySet } from 'jose';
import { expect, signInViaApi, test } from '../fixtures';

test('/docs serves the OpenAPI UI over a document that lists our routes', async ({ page, request }) => {
  await page.goto('/docs');
  // The UI renders the whole ~390 KB document before its heading: seconds on a slow machine.
  await expect(page.getByRole('heading', { name: /Thamani API/ })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('/api/health').first()).toBeVisible();

  const response = await request.get('/docs/json');
  expect(response.ok()).toBe(true);
  const document = (await response.json()) as { openapi?: string; paths?: Record<string, unknown> };
  expect(document.openapi).toMatch(/^3\./);
  const paths = Object.keys(document.paths ?? {});
  for (const route of ['/api/health', '/api/me', '/api/me/role', '/api/requests', '/api/requests/stats', '/api/notifications', '/api/settings']) {
    expect(paths, route).toContain(route);
  }
});

test('/api/health answers ok', async ({ request }) => {
  const response = await request.get('/api/health');
  expect(response.status()).toBe(200);
  expect(await response.json()).toMatchObject({ status: 'ok' });
});

test('/api/auth/jwks publishes keys that verify the access tokens', async ({ request, context, makeUser }) => {
  const response = await request.get('/api/auth/jwks');
  expect(response.status()).toBe(200);
  const jwks = (await response.json()) as JSONWebKeySet;
  expect(jwks.keys.length).toBeGreaterThan(0);
  for (const key of jwks.keys) {
    expect(key.kid).toBeTruthy();
    expect(key.kty).toBeTruthy();
    expect(key).not.toHaveProperty('d');
  }

  const user = await makeUser('agent');
  await signInViaApi(context, user);
  const tokenResponse = await context.request.get('/api/auth/token');
  expect(tokenResponse.status()).toBe(200);
  const { token } = (await tokenResponse.json()) as { token: string };
  const { payload } = await jwtVerify(token, createLocalJWKSet(jwks));
  expect(payload.exp).toBeDefined();
  // Short-lived: 15 minutes or less.
  expect((payload.exp ?? 0) - (payload.iat ?? 0)).toBeLessThanOrEqual(15 * 60);

  // The bearer token works on our API.
  const me = await request.get('/api/me', { headers: { authorization: `Bearer ${token}` } });
  expect(me.status()).toBe(200);
  expect(await me.json()).toMatchObject({ user: { email: user.email }, role: 'agent' });
});
