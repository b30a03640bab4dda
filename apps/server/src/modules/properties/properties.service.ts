import { AppError } from '@thamani/domain/app-error';
import { DOCUMENT_ENDPOINTS } from '@thamani/domain/documents.endpoints';
import { pathOf } from '@thamani/domain/endpoints';
import { displayName } from '@thamani/domain/me';
import {
  PROPERTY_MESSAGES,
  lrSearchKey,
  type AdminPropertiesQuery,
  type AdminPropertyDetail,
  type AdminPropertyListItem,
} from '@thamani/domain/properties';
import type { Db } from '#db/client.ts';
import type { Identity } from '#platform/auth/auth-cache.ts';
import { decodeCursor, toPage } from '#platform/cursor.ts';
import {
  getPropertyRow,
  listApprovedValues,
  listPropertyRequests,
  listRequestDocuments,
  listRequestInspections,
  listRequestReports,
  listRequestVisits,
  listSameLrProperties,
  searchProperties,
} from './properties.queries.ts';

interface Ctx {
  db: Db;
}

const iso = (value: Date | string | null): string | null => (value === null ? null : new Date(value).toISOString());

/** The admin property search: `q` is title words, or an LR number however it was typed. */
export async function listProperties(
  ctx: Ctx,
  identity: Identity,
  query: AdminPropertiesQuery,
): Promise<{ items: AdminPropertyListItem[]; nextCursor: string | null }> {
  const q = query.q ?? '';
  const key = q ? lrSearchKey(q) : null;
  const words = q.split(/\s+/).filter((word) => word.length > 0);
  const rows = await searchProperties(
    ctx.db,
    identity.firmId,
    // A key like "209/1234" is also never a title word worth requiring: titles rarely hold it.
    { lrKey: key ?? undefined, titleWords: key ? [] : words, county: query.county, town: query.town },
    decodeCursor(query.cursor),
    query.limit,
  );
  const page = toPage(rows, query.limit, (r) => ({ at: r.createdAt, id: r.id }));
  return {
    nextCursor: page.nextCursor,
    items: page.items.map((r) => ({
      id: r.id,
      title: r.title,
      propertyType: r.propertyType,
      county: r.county,
      town: r.town,
      lrNumber: r.lrNumber,
      requestCount: r.requestCount,
      lastRequestedAt: iso(r.lastRequestedAt),
      latestMarketValue: r.latestMarketValue,
      possibleDuplicateOf: r.possibleDuplicateOf,
    })),
  };
}

/** A property with its whole history in the caller's firm; the reads run one after another on one connection. */
export async function getPropertyDetail(ctx: Ctx, identity: Identity, id: string): Promise<AdminPropertyDetail> {
  const property = await getPropertyRow(ctx.db, id);
  if (!property) {
    throw new AppError('NOT_FOUND', PROPERTY_MESSAGES.notFound);
  }
  const requests = await listPropertyRequests(ctx.db, identity.firmId, id);
  const requestIds = requests.map((r) => r.id);
  const none = requestIds.length === 0;
  const visits = none ? [] : await listRequestVisits(ctx.db, requestIds);
  const inspections = none ? [] : await listRequestInspections(ctx.db, requestIds);
  const reports = none ? [] : await listRequestReports(ctx.db, requestIds);
  const values = none ? [] : await listApprovedValues(ctx.db, requestIds);
  const documents = none ? [] : await listRequestDocuments(ctx.db, requestIds);
  const sameLr = property.lrNumber ? await listSameLrProperties(ctx.db, id, property.lrNumber) : [];
  return {
    id: property.id,
    title: property.title,
    propertyType: property.propertyType,
    county: property.county,
    town: property.town,
    address: property.address,
    lrNumber: property.lrNumber,
    sizeSqm: property.sizeSqm,
    bedrooms: property.bedrooms,
    createdAt: property.createdAt.toISOString(),
    requests: requests.map((r) => ({
      id: r.id,
      status: r.status,
      purpose: r.purpose,
      requestedAt: r.requestedAt.toISOString(),
      dueDate: iso(r.dueDate),
      updatedAt: r.updatedAt.toISOString(),
      requester: { name: displayName(r.requesterName, r.requesterEmail) },
      valuer: r.valuerId ? { name: displayName(r.valuerName, r.valuerEmail) } : null,
    })),
    visits: visits.map((v) => ({
      id: v.id,
      requestId: v.requestId,
      status: v.status,
      scheduledDate: v.scheduledDate.toISOString(),
      valuer: { name: displayName(v.valuerName, v.valuerEmail) },
    })),
    inspections: inspections.map((i) => ({
      id: i.id,
      requestId: i.requestId,
      status: i.status,
      startedAt: i.startedAt.toISOString(),
      submittedAt: iso(i.submittedAt),
    })),
    reports,
    documents: documents.map((d) => ({
      id: d.id,
      requestId: d.requestId,
      name: d.filename,
      kind: d.kind,
      size: d.size,
      createdAt: d.createdAt.toISOString(),
      url: pathOf(DOCUMENT_ENDPOINTS.content, { id: d.id }),
    })),
    values: values.map((v) => ({ ...v, approvedAt: v.approvedAt.toISOString() })),
    sameLr,
  };
}
