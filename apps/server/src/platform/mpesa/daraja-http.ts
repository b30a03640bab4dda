import { DarajaErrorBodySchema } from './daraja-wire.ts';
import {
  DarajaProtocolError,
  DarajaRefusedError,
  DarajaTimeoutError,
  DarajaUnreachableError,
} from './daraja-errors.ts';

export type FetchLike = typeof fetch;

export interface DarajaCall {
  fetch: FetchLike;
  url: string;
  method: 'GET' | 'POST';
  authorization: string;
  body?: unknown;
  timeoutMs: number;
}

/**
 * One call to Daraja: the JSON of a 2xx answer, or a typed error. The timeout covers the whole
 * exchange, body included, so a Daraja that sends headers and then stalls still ends the call.
 */
export async function callDaraja(call: DarajaCall): Promise<unknown> {
  const { url, timeoutMs } = call;
  let status: number;
  let text: string;
  try {
    const response = await call.fetch(url, {
      method: call.method,
      headers: {
        authorization: call.authorization,
        accept: 'application/json',
        ...(call.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: call.body === undefined ? undefined : JSON.stringify(call.body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    status = response.status;
    text = await response.text();
  } catch (error) {
    if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) {
      throw new DarajaTimeoutError(url, timeoutMs);
    }
    throw new DarajaUnreachableError(url, { cause: error });
  }
  const json = parseJson(text);
  if (status >= 200 && status < 300) {
    if (json === undefined) {
      throw new DarajaProtocolError(url, `HTTP ${status} without a JSON body`);
    }
    return json;
  }
  const error = DarajaErrorBodySchema.safeParse(json);
  if (error.success) {
    throw new DarajaRefusedError(status, error.data.errorCode, error.data.errorMessage, error.data.requestId);
  }
  throw new DarajaRefusedError(status, undefined, text.slice(0, 200) || `HTTP ${status}`);
}

function parseJson(text: string): unknown {
  try {
    return text === '' ? undefined : (JSON.parse(text) as unknown);
  } catch {
    return undefined;
  }
}
