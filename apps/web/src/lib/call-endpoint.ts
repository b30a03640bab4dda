import { pathOf, type Endpoint } from '@thamani/domain/endpoints';
import type { z } from 'zod';
import { apiRequest } from '@/lib/api-client';

type Given<T> = Exclude<T, undefined>;

/** What calling an endpoint needs beside its contract: its path parameters, its body, a signal. */
export type EndpointInput<E extends Endpoint> = ([E['params']] extends [undefined]
  ? { params?: undefined }
  : { params: Given<E['params']> extends z.ZodType ? z.input<Given<E['params']>> : never }) &
  ([E['body']] extends [undefined]
    ? { body?: undefined }
    : { body: Given<E['body']> extends 'multipart' ? FormData : Given<E['body']> extends z.ZodType ? z.input<Given<E['body']>> : never }) & {
    signal?: AbortSignal;
  };

/**
 * Calls an endpoint by its contract (packages/domain/src/*.endpoints.ts): its method, its path
 * with the parameters filled, and its response schema — nothing typed by hand.
 */
export function callEndpoint<E extends Endpoint & { response: z.ZodType }>(e: E, input: EndpointInput<E>): Promise<z.infer<E['response']>> {
  const params = (input as { params?: Record<string, string | number> }).params;
  return apiRequest(pathOf(e, params), { method: e.method, body: input.body, signal: input.signal, schema: e.response }) as Promise<
    z.infer<E['response']>
  >;
}
