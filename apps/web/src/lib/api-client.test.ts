import { AppError } from '@thamani/domain/app-error';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { apiRequest, fileForm } from './api-client';
import { setAccessToken, setAccessTokenRefresher } from './auth/access-token';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('apiRequest', () => {
  afterEach(() => {
    setAccessToken(null);
    setAccessTokenRefresher(null);
    vi.unstubAllGlobals();
  });

  it('attaches the access token and parses the response with the schema', async () => {
    const fetchMock = vi.fn(() => Promise.resolve(json(200, { role: 'agent', extra: 1 })));
    vi.stubGlobal('fetch', fetchMock);
    setAccessToken('tok');
    const data = await apiRequest('/api/auth/validate', { schema: z.object({ role: z.string() }) });
    expect(data).toEqual({ role: 'agent' });
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer tok');
  });

  it('throws AppError from the error body on non-2xx', async () => {
    vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(json(403, { code: 'FORBIDDEN', message: 'Nope' }))));
    const error = await apiRequest('/api/me/role', { method: 'PUT', body: { role: 'admin' }, schema: z.unknown() }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ code: 'FORBIDDEN', message: 'Nope', status: 403 });
  });

  it('keeps the message key, its parameters and the field keys the server named', async () => {
    const body = {
      code: 'VALIDATION',
      message: 'Use at most 120 characters.',
      key: 'firm.tooLong',
      params: { max: 120 },
      fields: { name: 'Use at most 120 characters.' },
      fieldKeys: { name: { key: 'firm.tooLong', params: { max: 120 } } },
    };
    vi.stubGlobal('fetch', vi.fn(() => Promise.resolve(json(400, body))));
    const error = await apiRequest('/api/firm', { method: 'PUT', body: {}, schema: z.unknown() }).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'VALIDATION', message: body.message, key: 'firm.tooLong', params: { max: 120 }, fieldKeys: body.fieldKeys });
  });

  it('names its own failures in the catalogue too', async () => {
    vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))));
    await expect(apiRequest('/api/me', { schema: z.unknown() })).rejects.toMatchObject({ code: 'UNAVAILABLE', key: 'http.networkError' });
  });

  it('refreshes the token once after a 401 and retries', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(json(401, { code: 'UNAUTHENTICATED', message: 'expired' }))
      .mockResolvedValueOnce(json(200, { ok: true }));
    vi.stubGlobal('fetch', fetchMock);
    setAccessToken('old');
    setAccessTokenRefresher(() => Promise.resolve('new'));
    await expect(apiRequest('/api/me', { schema: z.object({ ok: z.boolean() }) })).resolves.toEqual({ ok: true });
    const [, init] = fetchMock.mock.calls[1] as [string, RequestInit];
    expect((init.headers as Record<string, string>).Authorization).toBe('Bearer new');
  });

  it('turns a network failure into an UNAVAILABLE AppError', async () => {
    vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))));
    await expect(apiRequest('/api/me', { schema: z.unknown() })).rejects.toMatchObject({ code: 'UNAVAILABLE' });
  });

  it('sends a file as multipart (the browser sets its boundary) and retries it after a 401 with the fresh token', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(json(401, { code: 'UNAUTHENTICATED', message: 'expired' }))
      .mockResolvedValueOnce(json(200, { ok: true }));
    vi.stubGlobal('fetch', fetchMock);
    setAccessToken('old');
    setAccessTokenRefresher(() => Promise.resolve('new'));
    const file = new File(['png'], 'signature.png', { type: 'image/png' });
    await expect(apiRequest('/api/me/valuer-profile/signature', { method: 'PUT', body: fileForm(file), schema: z.object({ ok: z.boolean() }) })).resolves.toEqual({
      ok: true,
    });
    const [, init] = fetchMock.mock.calls[1] as [string, RequestInit];
    const headers = init.headers as Record<string, string>;
    expect(headers.Authorization).toBe('Bearer new');
    expect(headers['Content-Type']).toBeUndefined();
    expect((init.body as FormData).get('file')).toMatchObject({ name: 'signature.png' });
  });
});
