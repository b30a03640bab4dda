// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setAccessToken, setAccessTokenRefresher, withFreshToken } from './access-token';

const answer = (status: number) => ({ status });

describe('withFreshToken (the token-refresh protocol every API call follows)', () => {
  afterEach(() => {
    setAccessToken(null);
    setAccessTokenRefresher(null);
  });

  it('sends once with the token when the server accepts it', async () => {
    setAccessToken('tok');
    const send = vi.fn((_token: string | null) => Promise.resolve(answer(200)));
    await expect(withFreshToken(send)).resolves.toEqual(answer(200));
    expect(send.mock.calls).toEqual([['tok']]);
  });

  it('after a 401 to a token, refreshes it and sends once more with the new one', async () => {
    setAccessToken('old');
    setAccessTokenRefresher(() => Promise.resolve('new'));
    const send = vi.fn((token: string | null) => Promise.resolve(answer(token === 'new' ? 201 : 401)));
    await expect(withFreshToken(send)).resolves.toEqual(answer(201));
    expect(send.mock.calls).toEqual([['old'], ['new']]);
  });

  it('keeps the 401 when no new token comes (refresh refused or failing)', async () => {
    setAccessToken('old');
    setAccessTokenRefresher(() => Promise.reject(new Error('offline')));
    const send = vi.fn((_token: string | null) => Promise.resolve(answer(401)));
    await expect(withFreshToken(send)).resolves.toEqual(answer(401));
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('does not refresh without a token: a 401 then means signed out', async () => {
    const refresher = vi.fn(() => Promise.resolve('new'));
    setAccessTokenRefresher(refresher);
    const send = vi.fn((_token: string | null) => Promise.resolve(answer(401)));
    await expect(withFreshToken(send)).resolves.toEqual(answer(401));
    expect(refresher).not.toHaveBeenCalled();
    expect(send.mock.calls).toEqual([[null]]);
  });
});
