import type { z } from 'zod';
import type { Permission } from '../access/index.ts';

/**
 * One endpoint of the API, described once: the server registers its route from this (method,
 * path, schemas, who may call it, its OpenAPI words) and the web calls it and builds its links
 * from the same object, so neither side types the path or the response shape by hand.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Who may call it: anyone, anyone signed in, or whoever holds the permission (the guard asks it). */
export type EndpointAccess = 'public' | 'signed-in' | Permission;

/** The status of a success: 200, or 201 (created), 202 (accepted, the work runs in the background), 204 (no body). */
export type SuccessStatus = 200 | 201 | 202 | 204;

/** One success status, or the several one success may answer with (a resend's 200 beside a creation's 201). */
export type SuccessStatuses = SuccessStatus | readonly [SuccessStatus, SuccessStatus, ...SuccessStatus[]];

export interface Endpoint<
  Params extends z.ZodType | undefined = z.ZodType | undefined,
  Query extends z.ZodType | undefined = z.ZodType | undefined,
  Body extends z.ZodType | 'multipart' | undefined = z.ZodType | 'multipart' | undefined,
  Response extends z.ZodType | 'file' = z.ZodType | 'file',
  Status extends SuccessStatuses = SuccessStatuses,
> {
  method: HttpMethod;
  /** The route, parameters as `:name` (Fastify's and React Router's syntax). */
  path: `/api/${string}`;
  access: EndpointAccess;
  params?: Params;
  query?: Query;
  /** A JSON body's schema, or 'multipart' for a file upload (its limits are the route's). */
  body?: Body;
  /** The success's schema, or 'file' for bytes with their own content type. */
  response: Response;
  /**
   * The success's status when it is not 200 (a 204's response schema describes its empty body:
   * z.null()); or the statuses it may answer with, each with the response schema, when there are
   * several: the handler names the one with reply.code.
   */
  status?: Status;
  /** OpenAPI: the area's tag, one line on what it does, and the details where they help. */
  tag: string;
  summary: string;
  description?: string;
}

/** Declares an endpoint, keeping its schemas' exact types for both sides. */
export function endpoint<
  Params extends z.ZodType | undefined = undefined,
  Query extends z.ZodType | undefined = undefined,
  Body extends z.ZodType | 'multipart' | undefined = undefined,
  Response extends z.ZodType | 'file' = z.ZodType,
  const Status extends SuccessStatuses = 200,
>(definition: Endpoint<Params, Query, Body, Response, Status>): Endpoint<Params, Query, Body, Response, Status> {
  return definition;
}

/** What an endpoint's path parameters are (nothing when it has none). */
export type ParamsOf<E extends Endpoint> = E['params'] extends z.ZodType ? z.input<E['params']> : undefined;

/**
 * The endpoint's path with its parameters filled (each URI-encoded): the URL the web fetches and
 * links to. A parameter missing from `params` is an error, never a literal `:name` in a URL.
 */
export function pathOf(e: Pick<Endpoint, 'path'>, params?: Record<string, string | number>): string {
  return e.path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) {
      throw new Error(`${e.path}: no value for :${name}`);
    }
    return encodeURIComponent(String(value));
  });
}
