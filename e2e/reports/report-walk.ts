/**
 * The walk every report spec starts from, through the API (the request, visit and inspection
 * steps have their own browser tests): a client orders, the valuer accepts, schedules, inspects
 * and submits the inspection — and, where the spec does not start the report on screen, starts it.
 */
import { randomUUID } from 'node:crypto';
import type { APIRequestContext, APIResponse, Page } from '@playwright/test';
import type { InspectionDetail, TemplateItem } from '@thamani/domain/inspections';
import { amountInWords } from '@thamani/domain/report-words';
import type { ReadyForReport, ReportDetail } from '@thamani/domain/reports';
import type { CreateRequestInput, RequestDetail, RequestPurpose } from '@thamani/domain/requests';
import { acceptRequestViaApi, createRequestViaApi, expect, nextWeekdayYmd, scheduleVisitViaApi } from '../fixtures';

/** The response's JSON once its status is `status`; otherwise the test fails showing the URL and the body. */
export async function expectOk<T = unknown>(response: APIResponse, status = 200): Promise<T> {
  expect(response.status(), `${response.url()}: ${await response.text()}`).toBe(status);
  return (await response.json()) as T;
}

/** An answer every required checklist item accepts. */
function answerFor(item: TemplateItem): unknown {
  switch (item.kind) {
    case 'select':
      return item.options?.[0]?.value;
    case 'multiselect':
      return [item.options?.[0]?.value];
    case 'number':
      return Math.max(item.min ?? 0, 120);
    case 'year':
      return 2015;
    case 'yesno':
      return true;
    case 'condition':
      return { rating: 4 };
    case 'gps':
      return { latitude: -1.2921, longitude: 36.8219, accuracyM: 10, capturedAt: new Date().toISOString() };
    case 'text':
    case 'textarea':
      return 'As seen on site';
  }
}

export interface InspectionPhotoUpload {
  itemId: string;
  caption: string;
  file: { name: string; mimeType: string; buffer: Buffer };
}

export interface InspectedRequestOptions {
  title: string;
  purpose?: RequestPurpose;
  county?: CreateRequestInput['county'];
  /** By item id, over the generic answers; also for items that are not required (e.g. 'site.area'). */
  answers?: Record<string, unknown>;
  /** Taken during the inspection, before it is submitted. */
  photos?: InspectionPhotoUpload[];
}

/**
 * A client's request, accepted by the agent, visited, every required item of the stamped
 * checklist answered and the inspection submitted: the request is ready for a report.
 */
export async function inspectedRequestViaApi(
  clientApi: APIRequestContext,
  agentApi: APIRequestContext,
  { answers = {}, photos = [], ...requestInit }: InspectedRequestOptions,
): Promise<{ request: RequestDetail; inspection: InspectionDetail }> {
  const request = await createRequestViaApi(clientApi, requestInit);
  await acceptRequestViaApi(agentApi, request.id);
  const visit = await scheduleVisitViaApi(agentApi, {
    requestId: request.id,
    propertyId: request.property?.id ?? '',
    date: nextWeekdayYmd(1),
    time: '10:00 AM',
  });
  const started = await expectOk<InspectionDetail>(await agentApi.post(`/api/visits/${visit.id}/inspection`), 201);
  for (const { itemId, caption, file } of photos) {
    await expectOk(
      await agentApi.post(`/api/inspections/${started.id}/photos`, {
        multipart: { itemId, clientId: randomUUID(), caption, file },
      }),
      201,
    );
  }
  const generic = started.template.sections.flatMap((s) =>
    s.items.filter((i) => i.required).map((i) => [i.id, answerFor(i)] as const),
  );
  const answered = await expectOk<InspectionDetail>(
    await agentApi.patch(`/api/inspections/${started.id}`, {
      data: { version: started.version, changes: { ...Object.fromEntries(generic), ...answers } },
    }),
  );
  const inspection = await expectOk<InspectionDetail>(
    await agentApi.post(`/api/inspections/${started.id}/submit`, {
      data: { version: answered.version, confirmVisitDate: true },
    }),
  );
  return { request, inspection };
}

/** Starts the request's report from `templateId`, by default the template suggested for the request's purpose. */
export async function startReportViaApi(
  agentApi: APIRequestContext,
  requestId: string,
  templateId?: string,
): Promise<ReportDetail> {
  let chosen = templateId;
  if (chosen === undefined) {
    const ready = await expectOk<{ items: ReadyForReport[] }>(await agentApi.get('/api/reports/ready'));
    chosen = ready.items.find((item) => item.requestId === requestId)?.suggestedTemplateId ?? undefined;
    expect(chosen, `a suggested template for request ${requestId}`).toBeDefined();
  }
  return expectOk<ReportDetail>(await agentApi.post('/api/reports', { data: { requestId, templateId: chosen } }), 201);
}

/** Recent comparable sales, enough for the firm's default minimum (3) of a comparison-method valuation. */
export function comparableSales(count = 3): ReportDetail['content']['comparables'] {
  const recent = new Date(Date.now() - 60 * 24 * 3600 * 1000).toISOString().slice(0, 10);
  return Array.from({ length: count }, (_, i) => ({
    id: `e2e-sale-${i + 1}`,
    address: `${i + 3}-bedroom house, Ngong Rd sale ${i + 1}`,
    date: recent,
    price: 14_000_000 + i * 750_000,
    sizeSqm: 220,
    adjustmentPercent: 0,
    notes: '',
  }));
}

/** Adds `count` recorded sales (address and price) in the structured editor's comparables table. */
export async function addComparablesOnScreen(page: Page, count = 3): Promise<void> {
  for (const [i, sale] of comparableSales(count).entries()) {
    await page.getByRole('button', { name: 'Add a comparable sale' }).click();
    await page.getByLabel(`Address of comparable ${i + 1}`, { exact: true }).fill(sale.address);
    await page.getByLabel(`Price (KSh) of comparable ${i + 1}`, { exact: true }).fill(String(sale.price));
  }
}

export interface ReportValues {
  marketValue: number;
  forcedSaleValue: number;
  insuranceValue: number;
}

/**
 * Starts the report of a request whose inspection is submitted and fills it so every check
 * passes (parties, tenure, values in figures and words, enough recent comparable sales); saved,
 * not submitted. All through the API.
 */
export async function passingReportViaApi(
  clientApi: APIRequestContext,
  agentApi: APIRequestContext,
  request: { title: string; county: NonNullable<CreateRequestInput['county']> },
  values: ReportValues = { marketValue: 15_000_000, forcedSaleValue: 11_000_000, insuranceValue: 9_000_000 },
): Promise<ReportDetail> {
  // The bank template requires the site area, which the checklist leaves optional.
  const { request: inspected } = await inspectedRequestViaApi(clientApi, agentApi, {
    ...request,
    answers: { 'site.area': 0.05 },
  });
  const report = await startReportViaApi(agentApi, inspected.id);
  const fields = {
    ...report.content.fields,
    'client.instructingParty': 'Equity Bank Kenya Ltd',
    'property.registeredOwner': 'Omar Said',
    'tenure.type': 'Freehold',
    'values.marketValue': values.marketValue,
    'values.marketValueWords': amountInWords(values.marketValue),
    'values.forcedSaleValue': values.forcedSaleValue,
    'values.forcedSaleValueWords': amountInWords(values.forcedSaleValue),
    'values.insuranceValue': values.insuranceValue,
    'values.insuranceValueWords': amountInWords(values.insuranceValue),
  };
  const saved = await expectOk<{ version: number }>(
    await agentApi.put(`/api/reports/${report.id}`, {
      data: { version: report.version, content: { ...report.content, fields, comparables: comparableSales() } },
    }),
  );
  return { ...report, version: saved.version };
}

/** The same, submitted for review. */
export async function submittedReportViaApi(
  clientApi: APIRequestContext,
  agentApi: APIRequestContext,
  request: { title: string; county: NonNullable<CreateRequestInput['county']> },
): Promise<ReportDetail> {
  const report = await passingReportViaApi(clientApi, agentApi, request);
  return expectOk<ReportDetail>(
    await agentApi.post(`/api/reports/${report.id}/submit`, { data: { version: report.version } }),
  );
}
