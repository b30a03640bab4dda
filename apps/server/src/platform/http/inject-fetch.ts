import type { FastifyInstance } from 'fastify';

/**
 * A fetch answered by this server itself, without a socket: how the product talks to the
 * simulators mounted on it (Daraja, eTIMS) and the Daraja simulator calls back, whatever address
 * or port the server is reached on. The requests and answers are the real services' own, through
 * the real clients. The caller's abort signal (a client's timeout) is honoured.
 */
export function injectFetch(app: FastifyInstance): typeof fetch {
  return async (input, init) => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      'http://localhost',
    );
    const headers = Object.fromEntries(new Headers(init?.headers).entries());
    const signal = init?.signal ?? null;
    signal?.throwIfAborted();
    const injected = app.inject({
      method: (init?.method ?? 'GET') as 'GET' | 'POST',
      url: `${url.pathname}${url.search}`,
      headers,
      ...(init?.body !== undefined && init.body !== null ? { payload: String(init.body) } : {}),
    });
    const res = signal
      ? await new Promise<Awaited<typeof injected>>((resolve, reject) => {
          const abort = () => reject(signal.reason as Error);
          signal.addEventListener('abort', abort, { once: true });
          injected.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
        })
      : await injected;
    const answerHeaders = new Headers();
    for (const [name, value] of Object.entries(res.headers)) {
      if (value !== undefined) {
        answerHeaders.set(name, Array.isArray(value) ? value.join(', ') : String(value));
      }
    }
    return new Response(res.statusCode === 204 ? null : res.rawPayload, {
      status: res.statusCode,
      headers: answerHeaders,
    });
  };
}
