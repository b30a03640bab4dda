import { endpoint } from '@thamani/domain/endpoints';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { callEndpoint } from './call-endpoint';

vi.mock('@/lib/api-client', () => ({ apiRequest: vi.fn() }));

const Page = z.object({ items: z.array(z.string()) });
const list = endpoint({
  method: 'GET',
  path: '/api/things/:kind',
  access: 'signed-in',
  params: z.object({ kind: z.string() }),
  query: z.object({ q: z.string().optional() }),
  response: Page,
  tag: 'things',
  summary: 'Things',
});
const remove = endpoint({ method: 'DELETE', path: '/api/things/:id', access: 'signed-in', params: z.object({ id: z.string() }), response: z.null(), status: 204, tag: 'things', summary: 'Remove' });

beforeEach(() => {
  vi.mocked(apiRequest).mockReset();
});

describe('callEndpoint', () => {
  it('asks the contract’s path with its parameters filled and the query given, checked by its response schema', async () => {
    vi.mocked(apiRequest).mockResolvedValue({ items: [] });
    await callEndpoint(list, { params: { kind: 'a/b' }, query: new URLSearchParams({ q: 'plot 7' }) });
    expect(apiRequest).toHaveBeenCalledWith('/api/things/a%2Fb?q=plot+7', expect.objectContaining({ method: 'GET', schema: Page }));
  });

  it('leaves out an empty query', async () => {
    vi.mocked(apiRequest).mockResolvedValue({ items: [] });
    await callEndpoint(list, { params: { kind: 'a' }, query: new URLSearchParams() });
    expect(apiRequest).toHaveBeenCalledWith('/api/things/a', expect.anything());
  });

  it('reads a 204 as no body (undefined), not as the null its schema describes', async () => {
    vi.mocked(apiRequest).mockResolvedValue(undefined);
    await expect(callEndpoint(remove, { params: { id: 'x' } })).resolves.toBeUndefined();
    const schema = vi.mocked(apiRequest).mock.calls[0]?.[1].schema;
    expect(schema?.safeParse(undefined).success).toBe(true);
  });
});
