import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerHookHandler } from 'fastify';
import type { z } from 'zod';
import type { Endpoint, SuccessStatus } from '@thamani/domain/endpoints';
import type { Identity } from '#platform/auth/auth-cache.ts';
import { AUTH_SECURITY, getIdentity, type Guard } from '#platform/auth/guard.ts';

/** A schema's parsed value; undefined where the endpoint has none (or takes a multipart body). */
type Parsed<T> = [T] extends [undefined] ? undefined : Exclude<T, undefined> extends z.ZodType ? z.output<Exclude<T, undefined>> : undefined;

/** What a handler of an endpoint gets: its inputs as the endpoint's schemas parsed them, and who calls. */
export interface EndpointCall<E extends Endpoint> {
  params: Parsed<E['params']>;
  query: Parsed<E['query']>;
  body: Parsed<E['body']>;
  /** The caller; null on a public endpoint called without a session. */
  identity: E['access'] extends 'public' ? Identity | null : Identity;
  request: FastifyRequest;
  reply: FastifyReply;
}

/**
 * A JSON endpoint answers its response schema's input (the serializer shapes it), sent with the
 * contract's status (200 unless it names another; a 204 answers null; where it names several, the
 * one the handler set with reply.code); a file endpoint sends through `reply`.
 */
type Answer<E extends Endpoint> = E['response'] extends z.ZodType ? z.input<E['response']> : FastifyReply;

/**
 * The server's own schema for a JSON body whose rules read the server (a date checked against its
 * injectable clock): the contract's schema built with the server's inputs, the same shape.
 */
type BodyOf<E extends Endpoint> = Exclude<E['body'], 'multipart' | undefined> extends z.ZodType ? z.ZodType<Parsed<E['body']>> : never;

/**
 * Registers an endpoint's route from its contract (packages/domain/src/*.endpoints.ts): the
 * method and path, the guard its access names, its schemas for validation and OpenAPI, the
 * success's status. The handler is the only thing the module writes; `options.body` replaces
 * the contract's body schema where its validation reads the server (BodyOf).
 */
export function serveEndpoint<E extends Endpoint>(
  app: FastifyInstance,
  guard: Pick<Guard, 'authenticate' | 'requirePermission'>,
  e: E,
  handler: (call: EndpointCall<E>) => Promise<Answer<E>>,
  options: { body?: BodyOf<E> } = {},
): void {
  const access: Endpoint['access'] = e.access;
  const isPublic = access === 'public';
  // A success other than 200 (201 created, 202 accepted, 204 no content) is the contract's to say;
  // where it names several (200 for a resend, 201 for a creation), the handler picks with reply.code.
  const statuses: readonly SuccessStatus[] = typeof e.status === 'object' ? e.status : [e.status ?? 200];
  const status = statuses.length === 1 ? statuses[0] : undefined;
  const preHandler: preHandlerHookHandler | undefined =
    access === 'public' ? undefined : access === 'signed-in' ? guard.authenticate : guard.requirePermission(access);
  app.route({
    method: e.method,
    url: e.path,
    ...(preHandler ? { preHandler } : {}),
    schema: {
      tags: [e.tag],
      summary: e.summary,
      ...(e.description ? { description: e.description } : {}),
      ...(isPublic ? {} : { security: AUTH_SECURITY }),
      ...(e.params ? { params: e.params } : {}),
      ...(e.query ? { querystring: e.query } : {}),
      ...(e.body === 'multipart' ? { consumes: ['multipart/form-data'] } : e.body ? { body: options.body ?? e.body } : {}),
      ...(e.response === 'file' ? {} : { response: Object.fromEntries(statuses.map((code) => [code, e.response])) }),
    },
    handler: async (request, reply) => {
      const answer = await handler({
        params: request.params as Parsed<E['params']>,
        query: request.query as Parsed<E['query']>,
        body: request.body as Parsed<E['body']>,
        identity: (isPublic ? (request.identity ?? null) : getIdentity(request)) as EndpointCall<E>['identity'],
        request,
        reply,
      });
      if (status !== undefined && status !== 200 && !reply.sent) {
        reply.code(status);
      }
      return answer;
    },
  });
}
