import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { createRequestSchemaAt } from '@thamani/domain/requests';
import { scheduleVisitBodySchemaAt } from '@thamani/domain/visits';
import type { App } from '../app.ts';
import { saveAnswers, startInspection, addPhoto, submitInspection } from '../modules/inspections/index.ts';
import { acceptRequest, createRequest } from '../modules/requests/index.ts';
import { scheduleVisit } from '../modules/visits/index.ts';
import type { Identity } from '../platform/auth/auth-cache.ts';
import { requiredAnswers } from './inspection-answers.ts';
import { tinyJpeg } from './multipart.ts';
import { requestBody, type Actor } from './test-app.ts';

/** The identity the services see for a test actor. */
export function identityOf(actor: Actor, role: Identity['role']): Identity {
  return { userId: actor.userId, sessionId: 'test', email: actor.email, role, profileId: actor.profileId, firmId: actor.firmId };
}

export interface ReadyRequest {
  requestId: string;
  inspectionId: string;
  photoId: string;
}

let slot = 0;
/** The next weekday 9:00 slot from Tuesday 5 March 2030 (the test clock starts Monday 4 March). */
function nextWeekday(): string {
  let d = new Date(Date.UTC(2030, 2, 5));
  for (let left = slot++; left > 0 || d.getUTCDay() === 0 || d.getUTCDay() === 6;) {
    d = new Date(d.getTime() + 86_400_000);
    if (d.getUTCDay() !== 0 && d.getUTCDay() !== 6) {
      left -= 1;
    }
  }
  return d.toISOString().slice(0, 10);
}

/**
 * A request of `client`, accepted by `agent`, visited, with its inspection (one photo) submitted:
 * in progress and ready for a report. Made through the services (no HTTP round trips).
 */
export async function requestReadyForReport(
  app: App,
  client: Actor,
  agent: Actor,
  overrides: Record<string, unknown> = {},
): Promise<ReadyRequest> {
  const ctx = app.ctx;
  const asClient = identityOf(client, 'user');
  const asAgent = identityOf(agent, 'agent');
  const request = await createRequest(ctx, asClient, createRequestSchemaAt(ctx.now).parse(requestBody(overrides)));
  await acceptRequest(ctx, asAgent, request.id);
  const visit = await scheduleVisit(
    ctx,
    asAgent,
    scheduleVisitBodySchemaAt(ctx.now).parse({
      requestId: request.id,
      propertyId: request.property?.id,
      date: nextWeekday(),
      time: '9:00 AM',
      durationMinutes: 60,
    }),
  );
  const { detail } = await startInspection(ctx, asAgent, visit.id);
  const filled = await saveAnswers(ctx, asAgent, detail.id, {
    version: detail.version,
    changes: requiredAnswers(detail.template),
  });
  const { photo } = await addPhoto(
    ctx,
    asAgent,
    detail.id,
    { itemId: 'site.shape', clientId: randomUUID(), caption: 'Front elevation' },
    Readable.from([tinyJpeg()]),
    'front.jpg',
  );
  // Filled in ahead of the booked day: the valuer confirms today as the day on site.
  await submitInspection(ctx, asAgent, detail.id, { version: filled.version, confirmVisitDate: true });
  return { requestId: request.id, inspectionId: detail.id, photoId: photo.id };
}
