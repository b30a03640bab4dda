import type { FastifyInstance } from 'fastify';

/**
 * A fetch answered by this server itself, without a socket: how the product talks to the Daraja
 * simulator mounted on it (and the simulator calls back), whatever address or port the server is
 * reached on. The requests and answers are Daraja's own, through the real client.
 */
export function injectFetch(app: FastifyInstance): typeof fetch {
  return async (input, init) => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      'http://localhost',
    );
    const headers = Object.fromEntries(new Headers(init?.headers).entries());
    const res = await app.inject({
      method: (init?.method ?? 'GET') as 'GET' | 'POST',
      url: `${url.pathname}${url.search}`,
      headers,
      ...(init?.body !== undefined && init.body !== null ? { payload: String(init.body) } : {}),
    });
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
