import type { EtimsUnreachable } from './etims-results.ts';

export type OscuAnswer = { kind: 'answer'; resultCd: string; resultMsg: string; json: unknown };

/**
 * One POST to the control unit, given up after `timeoutMs`. eTIMS answers HTTP 200 with a result
 * code; anything else (no connection, no answer in time, a 5xx, a page that is not its JSON) is
 * `unreachable`, worth trying again later. A 4xx is the endpoint refusing the call itself.
 */
export async function callOscu(
  fetchFn: typeof fetch,
  url: string,
  init: { headers: Record<string, string>; body: unknown; timeoutMs: number },
): Promise<OscuAnswer | EtimsUnreachable> {
  let response: Response;
  try {
    response = await fetchFn(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', ...init.headers },
      body: JSON.stringify(init.body),
      signal: AbortSignal.timeout(init.timeoutMs),
    });
  } catch (error) {
    const name = error instanceof Error ? error.name : '';
    if (name === 'TimeoutError' || name === 'AbortError') {
      return { kind: 'unreachable', reason: 'timeout', detail: `no answer within ${init.timeoutMs} ms` };
    }
    return {
      kind: 'unreachable',
      reason: 'network',
      detail: error instanceof Error ? (causeOf(error) ?? error.message) : String(error),
    };
  }
  if (response.status >= 500) {
    await response.body?.cancel();
    return { kind: 'unreachable', reason: 'server-error', detail: `HTTP ${response.status}` };
  }
  let json: unknown;
  try {
    json = await response.json();
  } catch (error) {
    // The body may also stop arriving: the timeout covers reading it.
    const name = error instanceof Error ? error.name : '';
    if (name === 'TimeoutError' || name === 'AbortError') {
      return { kind: 'unreachable', reason: 'timeout', detail: `no answer within ${init.timeoutMs} ms` };
    }
    return { kind: 'unreachable', reason: 'unreadable', detail: `HTTP ${response.status}, not JSON` };
  }
  const envelope = json as { resultCd?: unknown; resultMsg?: unknown } | null;
  if (!response.ok || typeof envelope?.resultCd !== 'string') {
    return {
      kind: 'answer',
      resultCd: `HTTP ${response.status}`,
      resultMsg: typeof envelope?.resultMsg === 'string' ? envelope.resultMsg : 'not an eTIMS answer',
      json,
    };
  }
  return {
    kind: 'answer',
    resultCd: envelope.resultCd,
    resultMsg: typeof envelope.resultMsg === 'string' ? envelope.resultMsg : '',
    json,
  };
}

function causeOf(error: Error): string | undefined {
  const cause = (error as { cause?: unknown }).cause;
  return cause instanceof Error ? `${error.message}: ${cause.message}` : undefined;
}
