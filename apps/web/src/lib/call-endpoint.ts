import { pathOf, type Endpoint } from '@thamani/domain/endpoints';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';

type Given<T> = Exclude<T, undefined>;

/** What calling an endpoint needs beside its contract: its path parameters, its query, its body, a signal. */
export type EndpointInput<E extends Endpoint> = ([E['params']] extends [undefined]
  ? { params?: undefined }
  : { params: Given<E['params']> extends z.ZodType ? z.input<Given<E['params']>> : never }) &
  ([E['query']] extends [undefined] ? { query?: undefined } : { query?: URLSearchParams }) &
  ([E['body']] extends [undefined]
    ? { body?: undefined }
    : { body: Given<E['body']> extends 'multipart' ? FormData : Given<E['body']> extends z.ZodType ? z.input<Given<E['body']>> : never }) & {
    signal?: AbortSignal;
  };

/** What the call resolves to: the response schema's value; nothing for a 204. */
export type EndpointResult<E extends Endpoint & { response: z.ZodType }> = E['status'] extends 204 ? undefined : z.infer<E['response']>;

/** A 204 has no body: the API client reads it as undefined. */
const NO_CONTENT = z.undefined();

/**
 * Calls an endpoint by its contract (packages/domain/src/*.endpoints.ts): its method, its path
 * with the parameters filled (and the query, when given), and its response schema — nothing typed by hand.
 */
export function callEndpoint<E extends Endpoint & { response: z.ZodType }>(e: E, input: EndpointInput<E>): Promise<EndpointResult<E>> {
  const params = (input as { params?: Record<string, string | number> }).params;
  const search = input.query?.toString();
  const path = search ? `${pathOf(e, params)}?${search}` : pathOf(e, params);
  return apiRequest(path, { method: e.method, body: input.body, signal: input.signal, schema: e.status === 204 ? NO_CONTENT : e.response }) as Promise<
    EndpointResult<E>
  >;
}
