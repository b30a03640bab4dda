import { AppError } from '@thamani/domain/app-error';
import { HTTP_MESSAGES } from '@thamani/domain/messages';
import type { z } from 'zod';
import { withFreshToken } from '@/lib/auth/access-token';

export type ApiRequestOptions<S extends z.ZodType> = {
  schema: S;
  method?: string;
  /** Sent as JSON; a FormData is sent as multipart (a file upload without progress). */
  body?: unknown;
  signal?: AbortSignal;
};

export const NETWORK_ERROR_MESSAGE = HTTP_MESSAGES.networkError;
export const BAD_RESPONSE_MESSAGE = HTTP_MESSAGES.badResponse;

/**
 * The one fetch wrapper: sends the session cookie and the in-memory access token, retries once
 * with a fresh token after a 401, turns error bodies into AppError and validates the response
 * against the shared zod schema (so callers get typed, checked data).
 */
export async function apiRequest<S extends z.ZodType>(path: string, opts: ApiRequestOptions<S>): Promise<z.infer<S>> {
  const response = await withFreshToken((token) => send(path, opts, token));
  const body = await readBody(response);
  if (!response.ok) {
    throw AppError.fromResponse(response.status, body);
  }
  const parsed = opts.schema.safeParse(body);
  if (!parsed.success) {
    console.error(`Unexpected response from ${path}`, parsed.error);
    throw new AppError('INTERNAL', BAD_RESPONSE_MESSAGE);
  }
  return parsed.data;
}

async function send(path: string, opts: ApiRequestOptions<z.ZodType>, token: string | null): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const multipart = opts.body instanceof FormData;
  if (opts.body !== undefined && !multipart) {
    headers['Content-Type'] = 'application/json';
  }
  if (token) {
    headers.Authorization = `Bearer ${token}`;
  }
  try {
    return await fetch(path, {
      method: opts.method ?? 'GET',
      headers,
      body: opts.body === undefined ? undefined : multipart ? (opts.body as FormData) : JSON.stringify(opts.body),
      credentials: 'same-origin',
      signal: opts.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') {
      throw error;
    }
    throw new AppError('UNAVAILABLE', NETWORK_ERROR_MESSAGE);
  }
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) {
    return undefined;
  }
  return parseResponseText(await response.text());
}

/** A multipart form holding one file under `file`, the field every upload route reads. */
export function fileForm(file: File): FormData {
  const form = new FormData();
  form.append('file', file, file.name);
  return form;
}

/** A response body as the API client sees it: JSON when it parses, the text otherwise, nothing when empty. */
export function parseResponseText(text: string): unknown {
  if (text === '') {
    return undefined;
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}
