import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';

/** POST /api/requests/:id/messages/read — the read mark only moves forward. */
export function markRead(requestId: string, lastReadId: number) {
  return apiRequest(`/api/requests/${encodeURIComponent(requestId)}/messages/read`, {
    method: 'POST',
    body: { lastReadId },
    schema: z.object({ lastReadId: z.number() }),
  });
}
