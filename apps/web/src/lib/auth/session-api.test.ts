// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_URL, fetchAccessToken } from './session-api';
import { TokenFetchError } from './token-manager';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('fetchAccessToken', () => {
  it("asks better-auth's token endpoint with the session cookie and returns the token", async () => {
    const fetchMock = vi.fn(async () => Response.json({ token: 'eyJ.header.sig' }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(fetchAccessToken()).resolves.toBe('eyJ.header.sig');
    expect(fetchMock).toHaveBeenCalledWith(TOKEN_URL, expect.objectContaining({ credentials: 'same-origin' }));
  });

  it('a 401 (no session any more) is a TokenFetchError with that status and the server message', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Response.json({ message: 'Unauthorized' }, { status: 401 })));
    const error = await fetchAccessToken().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TokenFetchError);
    expect(error).toMatchObject({ status: 401, message: 'Unauthorized' });
  });

  it('no answer at all is status 0, which the token manager retries', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    await expect(fetchAccessToken()).rejects.toMatchObject({ status: 0 });
  });

  it('an answer without a token is an error, not an empty token', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Response.json({})));
    await expect(fetchAccessToken()).rejects.toThrow('The server sent no access token');
  });
});
