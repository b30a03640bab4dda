import { DarajaTokenResponseSchema, DARAJA_PATHS } from './daraja-wire.ts';
import { DarajaProtocolError } from './daraja-errors.ts';
import { callDaraja, type FetchLike } from './daraja-http.ts';

/** A token is renewed this long before Daraja says it expires, so no call carries one that lapses in flight. */
export const TOKEN_RENEW_MARGIN_MS = 60_000;

export interface TokenSource {
  /** A bearer token: the cached one while it has more than a minute left, else a new one. */
  get(): Promise<string>;
  /** Forget the cached token (Daraja said it is not valid). */
  forget(): void;
}

export interface TokenSourceOptions {
  baseUrl: string;
  consumerKey: string;
  consumerSecret: string;
  fetch: FetchLike;
  now: () => Date;
  timeoutMs: number;
}

export function createTokenSource(options: TokenSourceOptions): TokenSource {
  const url = `${options.baseUrl}${DARAJA_PATHS.token}?grant_type=client_credentials`;
  const basic = Buffer.from(`${options.consumerKey}:${options.consumerSecret}`).toString('base64');
  let cached: { token: string; renewAt: number } | undefined;
  // Calls that need a token at the same moment share one request for it.
  let inFlight: Promise<string> | undefined;

  async function fetchToken(): Promise<string> {
    const body = await callDaraja({
      fetch: options.fetch,
      url,
      method: 'GET',
      authorization: `Basic ${basic}`,
      timeoutMs: options.timeoutMs,
    });
    const parsed = DarajaTokenResponseSchema.safeParse(body);
    if (!parsed.success) {
      throw new DarajaProtocolError(url, 'no access_token and expires_in');
    }
    const { access_token: token, expires_in: seconds } = parsed.data;
    cached = { token, renewAt: options.now().getTime() + seconds * 1000 - TOKEN_RENEW_MARGIN_MS };
    return token;
  }

  return {
    get() {
      if (cached && options.now().getTime() < cached.renewAt) {
        return Promise.resolve(cached.token);
      }
      inFlight ??= fetchToken().finally(() => {
        inFlight = undefined;
      });
      return inFlight;
    },
    forget() {
      cached = undefined;
    },
  };
}
