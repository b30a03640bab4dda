import { tinyJpeg, tinyPdf, tinyPng, type MultipartFile } from '../multipart.ts';
import { requestBody } from '../test-app.ts';
import { ROLE_OF, templateBody, type ActorName, type Fixture, type FixtureKind, type SignedInActor, type World } from './world.ts';

/**
 * Who may call a route, as one word. Each maps every actor of the matrix to a status: `ok` is the
 * route's success status; 401 anonymous; 403 the wrong role; 404 a resource the caller may not
 * see (docs/api.md: "a resource the caller may not see answers 404 (no leak), an action the
 * caller's role may not take answers 403"). The fixture belongs to `client` and `agent`.
 */
export type Access =
  | 'public'
  | 'signedIn'
  /** Ordering a valuation: clients, and admins on behalf of a client; agents 403. */
  | 'clientOrAdmin'
  /** Reading a request: its requester, its agent, admins; anyone else 404. */
  | 'requestParty'
  /** Cancelling a request: its requester and admins; its agent 403 (can see it, may not); others 404. */
  | 'requesterOrAdmin'
  /** The agent area (role agent or admin). */
  | 'agentArea'
  /** Accepting an open request: any agent; admins assign instead (403). */
  | 'openToAgents'
  /** The assigned agent (or the visit's agent) and admins; another agent 404. */
  | 'assignedAgentOrAdmin'
  /** The assigned agent only (scheduling is an agent's job); admins 403, another agent 404. */
  | 'assignedAgentOnly'
  | 'admin'
  /** The person who caused it (a background job) and admins; everyone else 404. */
  | 'ownerOrAdmin'
  /** Only the owner (a notification); everyone else 404. */
  | 'owner'
  /** Reading an inspection: its valuer and admins; clients and other valuers 404. */
  | 'inspectionReader'
  /** Recording an inspection: its valuer only; admins 403 (they read and reopen), clients and other valuers 404. */
  | 'inspectionWriter'
  /** An invoice and its payments: the client who ordered and admins; everyone else 404 (valuers do not handle fees). */
  | 'invoiceReader';

type Cell = number | 'ok';
const OK = 'ok' as const;
const everyone = (cell: Cell): Record<ActorName, Cell> => ({
  anonymous: cell,
  client: cell,
  otherClient: cell,
  agent: cell,
  otherAgent: cell,
  admin: cell,
});

export const ACCESS: Record<Access, Record<ActorName, Cell>> = {
  public: everyone(OK),
  signedIn: { ...everyone(OK), anonymous: 401 },
  clientOrAdmin: { anonymous: 401, client: OK, otherClient: OK, agent: 403, otherAgent: 403, admin: OK },
  requestParty: { anonymous: 401, client: OK, otherClient: 404, agent: OK, otherAgent: 404, admin: OK },
  requesterOrAdmin: { anonymous: 401, client: OK, otherClient: 404, agent: 403, otherAgent: 404, admin: OK },
  agentArea: { anonymous: 401, client: 403, otherClient: 403, agent: OK, otherAgent: OK, admin: OK },
  openToAgents: { anonymous: 401, client: 403, otherClient: 403, agent: OK, otherAgent: OK, admin: 403 },
  assignedAgentOrAdmin: { anonymous: 401, client: 403, otherClient: 403, agent: OK, otherAgent: 404, admin: OK },
  assignedAgentOnly: { anonymous: 401, client: 403, otherClient: 403, agent: OK, otherAgent: 404, admin: 403 },
  admin: { ...everyone(403), anonymous: 401, admin: OK },
  ownerOrAdmin: { ...everyone(404), anonymous: 401, client: OK, admin: OK },
  owner: { ...everyone(404), anonymous: 401, client: OK },
  inspectionReader: { anonymous: 401, client: 404, otherClient: 404, agent: OK, otherAgent: 404, admin: OK },
  inspectionWriter: { anonymous: 401, client: 404, otherClient: 404, agent: OK, otherAgent: 404, admin: 403 },
  invoiceReader: { anonymous: 401, client: OK, otherClient: 404, agent: 404, otherAgent: 404, admin: OK },
};

export interface CallContext {
  fixture: Fixture;
  world: World;
  actor: ActorName;
}

export interface RouteRule {
  access: Access;
  /** The success status. */
  ok: number;
  /** The resource the call needs; `:id` is its request, visit or notification id. */
  fixture: FixtureKind;
  /** A concrete URL (default: the route's URL with `:id` filled from the fixture). */
  url?: (c: CallContext) => string;
  /** A valid body (the fuzzer starts from it). */
  body?: (c: CallContext) => unknown;
  /** A valid multipart/form-data upload (fields, then one file) instead of a JSON body. */
  multipart?: (c: CallContext) => { fields: Record<string, string>; file: MultipartFile };
  /** A success changes the resource's state: the next cell gets a fresh one. */
  mutates?: boolean;
  /** Server-Sent Events: successes are checked over a real socket. */
  stream?: boolean;
  /** better-auth behind the proxy: covered cell by cell by AUTH_ENDPOINTS. */
  proxy?: boolean;
  /** The request-document upload fuzzer does not fit this form (it has its own tests). */
  fuzzUpload?: false;
  /** Text fields a valid write stores: hostile but valid values must come back verbatim. */
  roundTrip?: { fields: string[]; read: (c: CallContext, created: unknown) => string };
}

const REPORT_FIXTURES: readonly FixtureKind[] = ['reportDraft', 'readyReport', 'submittedReport', 'approvedReport'];
const PERSON_FIXTURES: readonly FixtureKind[] = ['valuer', 'person', 'deactivatedPerson', 'signatures'];

export const idFor = (kind: FixtureKind, f: Fixture) =>
  REPORT_FIXTURES.includes(kind)
    ? f.reportId
    : PERSON_FIXTURES.includes(kind)
    ? f.userId
    : kind === 'ownTemplate'
    ? f.templateId
    : kind === 'inspection' || kind === 'filledInspection' || kind === 'submittedInspection'
    ? f.inspectionId
    : kind === 'scheduledVisit'
    ? f.visitId
    : kind === 'notification'
      ? f.notificationId
      : kind === 'document'
        ? f.documentId
        : kind === 'job' || kind === 'failedJob'
          ? f.jobId
          : kind === 'backup'
            ? f.backupId
            : f.requestId;

/** A route that only reads: its cells may share one fixture of its kind (`world.shared`). */
export const onlyReads = (key: string, rule: RouteRule): boolean => key.startsWith('GET ') && !rule.mutates;

/** Every route the app registers (HEAD aside), keyed "METHOD url" exactly as registered. */
export const ROUTE_RULES: Record<string, RouteRule> = {
  'GET /api/health': { access: 'public', ok: 200, fixture: 'none' },
  'GET /api/health/live': { access: 'public', ok: 200, fixture: 'none' },
  'GET /api/health/ready': { access: 'public', ok: 200, fixture: 'none' },
  'GET /api/settings': { access: 'public', ok: 200, fixture: 'none' },
  // The home page's estimate: an aggregate of approved valuations, public like the page.
  'GET /api/market-evidence': { access: 'public', ok: 200, fixture: 'none', url: () => '/api/market-evidence?county=Nairobi&propertyType=residential' },
  'GET /api/auth/validate': { access: 'signedIn', ok: 200, fixture: 'none' },
  'GET /api/auth/*': { access: 'public', ok: 200, fixture: 'none', proxy: true },
  'POST /api/auth/*': { access: 'public', ok: 200, fixture: 'none', proxy: true },
  'GET /api/me': { access: 'signedIn', ok: 200, fixture: 'none' },
  'POST /api/me/ensure': { access: 'signedIn', ok: 200, fixture: 'none' },
  // The caller's own role again: self-service must not change the cast.
  'PUT /api/me/role': {
    access: 'signedIn',
    ok: 200,
    fixture: 'none',
    body: ({ actor }) => ({ role: actor === 'anonymous' ? 'user' : ROLE_OF[actor] }),
  },
  'GET /api/me/account': { access: 'signedIn', ok: 200, fixture: 'none' },
  'PATCH /api/me/account': { access: 'signedIn', ok: 200, fixture: 'none', body: () => ({ fullName: 'Test Person', phone: '0712 345 678' }) },
  'GET /api/me/sessions': { access: 'signedIn', ok: 200, fixture: 'none' },
  // Another person's (or an unknown) session is "already signed out": 204, nothing deleted.
  'DELETE /api/me/sessions/:id': { access: 'signedIn', ok: 204, fixture: 'none', url: () => '/api/me/sessions/not-a-session-of-yours' },
  'POST /api/me/sessions/revoke-others': { access: 'signedIn', ok: 200, fixture: 'none', body: () => ({}) },
  'GET /api/requests': { access: 'signedIn', ok: 200, fixture: 'none' },
  'POST /api/requests': {
    access: 'clientOrAdmin',
    ok: 201,
    fixture: 'none',
    body: () => requestBody(),
    roundTrip: {
      fields: ['title', 'town', 'address', 'notes'],
      read: (_c, created) => `/api/requests/${(created as { id: string }).id}`,
    },
  },
  'GET /api/requests/stats': { access: 'signedIn', ok: 200, fixture: 'none' },
  'GET /api/requests/queue': { access: 'agentArea', ok: 200, fixture: 'none' },
  'GET /api/requests/queue/counts': { access: 'agentArea', ok: 200, fixture: 'none' },
  'GET /api/requests/:id': { access: 'requestParty', ok: 200, fixture: 'assignedRequest' },
  'POST /api/requests/:id/cancel': {
    access: 'requesterOrAdmin',
    ok: 200,
    fixture: 'assignedRequest',
    body: () => ({ reason: 'Changed my mind' }),
    mutates: true,
  },
  'POST /api/requests/:id/accept': { access: 'openToAgents', ok: 200, fixture: 'pendingRequest', mutates: true },
  'POST /api/requests/:id/release': {
    access: 'assignedAgentOrAdmin',
    ok: 200,
    fixture: 'assignedRequest',
    mutates: true,
  },
  'POST /api/requests/:id/assign': {
    access: 'admin',
    ok: 200,
    fixture: 'assignedRequest',
    body: ({ world }) => ({ agentId: world.actors.otherAgent.profileId }),
    mutates: true,
  },
  'GET /api/agents': { access: 'admin', ok: 200, fixture: 'none' },
  // The audit log and its CSV export: admins only.
  // The property search and a property's page: admins only.
  'GET /api/admin/properties': { access: 'admin', ok: 200, fixture: 'none' },
  'GET /api/admin/properties/:id': {
    access: 'admin',
    ok: 200,
    fixture: 'pendingRequest',
    url: (c) => `/api/admin/properties/${c.fixture.propertyId}`,
  },
  // Backups: admins only. "Back up now" queues a job (202); the download needs a finished run.
  'GET /api/admin/backups': { access: 'admin', ok: 200, fixture: 'none' },
  'POST /api/admin/backups': { access: 'admin', ok: 202, fixture: 'none' },
  'GET /api/admin/backups/:id/download': { access: 'admin', ok: 200, fixture: 'backup' },
  'GET /api/admin/audit': { access: 'admin', ok: 200, fixture: 'none' },
  'GET /api/admin/audit.csv': { access: 'admin', ok: 200, fixture: 'none' },
  'GET /api/admin/audit/actors': { access: 'admin', ok: 200, fixture: 'none' },
  // People and roles: admins only. Role changes and deactivations target a fresh client of the fixture.
  'GET /api/admin/users': { access: 'admin', ok: 200, fixture: 'none' },
  'GET /api/admin/users/:userId': { access: 'admin', ok: 200, fixture: 'valuer', url: (c) => `/api/admin/users/${c.fixture.userId}` },
  'PUT /api/admin/users/:userId/role': {
    access: 'admin',
    ok: 200,
    fixture: 'person',
    url: (c) => `/api/admin/users/${c.fixture.userId}/role`,
    body: () => ({ role: 'agent' }),
    mutates: true,
  },
  'POST /api/admin/users/:userId/deactivate': {
    access: 'admin',
    ok: 200,
    fixture: 'person',
    url: (c) => `/api/admin/users/${c.fixture.userId}/deactivate`,
    body: () => ({ reason: 'Left the firm' }),
    mutates: true,
  },
  'POST /api/admin/users/:userId/reactivate': {
    access: 'admin',
    ok: 200,
    fixture: 'deactivatedPerson',
    url: (c) => `/api/admin/users/${c.fixture.userId}/reactivate`,
    mutates: true,
  },
  'PUT /api/admin/users/:userId/valuer-profile': {
    access: 'admin',
    ok: 200,
    fixture: 'valuer',
    url: (c) => `/api/admin/users/${c.fixture.userId}/valuer-profile`,
    body: () => ({ vrbNumber: 'VRB/A/1234', certificateYear: 2026, certificateExpiresOn: '2099-12-31', phone: '0712 345 678' }),
  },
  'PUT /api/admin/users/:userId/valuer-profile/signature': {
    access: 'admin',
    ok: 200,
    fixture: 'valuer',
    url: (c) => `/api/admin/users/${c.fixture.userId}/valuer-profile/signature`,
    multipart: () => ({ fields: {}, file: { filename: 'signature.jpg', contentType: 'image/jpeg', content: tinyJpeg() } }),
    fuzzUpload: false,
  },
  'GET /api/admin/users/:userId/valuer-profile/signature': {
    access: 'admin',
    ok: 200,
    fixture: 'signatures',
    url: (c) => `/api/admin/users/${c.fixture.userId}/valuer-profile/signature`,
  },
  // Every request, filtered (the dashboard's figures link here): admins only.
  'GET /api/admin/requests': { access: 'admin', ok: 200, fixture: 'none' },
  'GET /api/admin/dashboard': { access: 'admin', ok: 200, fixture: 'none' },
  'GET /api/visits': { access: 'agentArea', ok: 200, fixture: 'none' },
  'POST /api/visits': {
    access: 'assignedAgentOnly',
    ok: 201,
    fixture: 'assignedRequest',
    body: ({ fixture, world }) => ({
      requestId: fixture.requestId,
      propertyId: fixture.propertyId,
      ...world.nextSlot(),
      notes: 'Bring the deed plan',
    }),
    mutates: true,
    roundTrip: { fields: ['notes'], read: (_c, created) => `/api/visits/${(created as { id: string }).id}` },
  },
  'GET /api/visits/:id': { access: 'assignedAgentOrAdmin', ok: 200, fixture: 'scheduledVisit' },
  'PUT /api/visits/:id': {
    access: 'assignedAgentOnly',
    ok: 200,
    fixture: 'scheduledVisit',
    body: ({ world }) => world.nextSlot(),
  },
  'POST /api/visits/:id/complete': {
    access: 'assignedAgentOrAdmin',
    ok: 200,
    fixture: 'scheduledVisit',
    mutates: true,
  },
  'POST /api/visits/:id/cancel': {
    access: 'assignedAgentOrAdmin',
    ok: 200,
    fixture: 'scheduledVisit',
    body: () => ({ reason: 'Client unavailable' }),
    mutates: true,
  },
  'PUT /api/visits/:id/review': {
    access: 'assignedAgentOnly',
    ok: 200,
    fixture: 'scheduledVisit',
    body: () => ({
      observations: 'Sound roof, cracked driveway',
      conditionRating: 4,
      notes: 'Recheck drainage',
      draft: true,
    }),
    roundTrip: { fields: ['observations', 'notes'], read: (c) => `/api/visits/${c.fixture.visitId}` },
  },
  // Documents follow the request's visibility (a queue-browsing agent's 403 on upload: documents.routes.test.ts).
  'POST /api/requests/:id/documents': {
    access: 'requestParty',
    ok: 201,
    fixture: 'assignedRequest',
    multipart: () => ({
      fields: { category: 'title_deed' },
      file: { filename: 'title-deed.pdf', contentType: 'application/pdf', content: tinyPdf() },
    }),
  },
  'GET /api/requests/:id/documents': { access: 'requestParty', ok: 200, fixture: 'assignedRequest' },
  'GET /api/documents/:id/content': { access: 'requestParty', ok: 200, fixture: 'document' },
  'GET /api/documents/:id/pages/:page': { access: 'requestParty', ok: 200, fixture: 'document', url: (c) => `/api/documents/${c.fixture.documentId}/pages/1` },
  // Inspections: the list and the visit-scoped routes are in the agent area; an inspection is its valuer's (admins read and reopen).
  'GET /api/inspections': { access: 'agentArea', ok: 200, fixture: 'none' },
  'POST /api/visits/:id/inspection': { access: 'assignedAgentOnly', ok: 201, fixture: 'scheduledVisit', mutates: true },
  'GET /api/visits/:id/inspection-summary': { access: 'assignedAgentOrAdmin', ok: 200, fixture: 'scheduledVisit' },
  'GET /api/requests/:id/inspection-summary': {
    access: 'requestParty',
    ok: 200,
    fixture: 'submittedInspection',
    url: ({ fixture }) => `/api/requests/${fixture.requestId}/inspection-summary`,
  },
  'GET /api/inspections/:id': { access: 'inspectionReader', ok: 200, fixture: 'inspection' },
  'PATCH /api/inspections/:id': {
    access: 'inspectionWriter',
    ok: 200,
    fixture: 'inspection',
    body: ({ fixture }) => ({ version: fixture.version, changes: { 'site.soil': 'murram', 'site.boundaries': 'Chain-link fence' } }),
    mutates: true,
  },
  'POST /api/inspections/:id/photos': {
    access: 'inspectionWriter',
    ok: 201,
    fixture: 'inspection',
    multipart: () => ({
      fields: { itemId: 'site.shape', clientId: crypto.randomUUID(), caption: 'Beacon' },
      file: { filename: 'beacon.jpg', contentType: 'image/jpeg', content: tinyJpeg() },
    }),
    fuzzUpload: false,
  },
  'PATCH /api/inspections/:id/photos/:photoId': {
    access: 'inspectionWriter',
    ok: 200,
    fixture: 'inspection',
    body: () => ({ caption: 'North-east beacon' }),
  },
  'DELETE /api/inspections/:id/photos/:photoId': { access: 'inspectionWriter', ok: 204, fixture: 'inspection', mutates: true },
  'POST /api/inspections/:id/submit': {
    access: 'inspectionWriter',
    ok: 200,
    fixture: 'filledInspection',
    body: ({ fixture }) => ({ version: fixture.version, confirmVisitDate: true }),
    mutates: true,
  },
  'POST /api/inspections/:id/reopen': {
    access: 'admin',
    ok: 200,
    fixture: 'submittedInspection',
    body: () => ({ reason: 'Recheck the built-up area' }),
    mutates: true,
  },
  // Report templates: the agent area; a valuer's own template is theirs (admins edit all).
  'GET /api/report-templates': { access: 'agentArea', ok: 200, fixture: 'none' },
  'POST /api/report-templates': { access: 'agentArea', ok: 201, fixture: 'none', body: () => templateBody() },
  'GET /api/report-templates/:id': { access: 'assignedAgentOrAdmin', ok: 200, fixture: 'ownTemplate' },
  'PUT /api/report-templates/:id': {
    access: 'assignedAgentOrAdmin',
    ok: 200,
    fixture: 'ownTemplate',
    body: () => ({ ...templateBody('Security template (edited)'), version: 1 }),
    mutates: true,
  },
  // Reports: the agent area's lists; a report is its valuer's (admins read and decide), its PDF the request's parties'.
  'GET /api/reports/ready': { access: 'agentArea', ok: 200, fixture: 'none' },
  'GET /api/reports': { access: 'agentArea', ok: 200, fixture: 'none' },
  'POST /api/reports': {
    access: 'assignedAgentOnly',
    ok: 201,
    fixture: 'submittedInspection',
    body: ({ fixture, world }) => ({ requestId: fixture.requestId, templateId: world.firmTemplateId }),
    mutates: true,
  },
  'GET /api/reports/:id': { access: 'assignedAgentOrAdmin', ok: 200, fixture: 'reportDraft' },
  'PUT /api/reports/:id': {
    access: 'assignedAgentOnly',
    ok: 200,
    fixture: 'reportDraft',
    body: ({ fixture }) => ({ version: fixture.reportVersion, content: fixture.reportContent }),
    mutates: true,
  },
  'GET /api/reports/:id/checks': { access: 'assignedAgentOrAdmin', ok: 200, fixture: 'reportDraft' },
  'POST /api/reports/:id/submit': {
    access: 'assignedAgentOnly',
    ok: 200,
    fixture: 'readyReport',
    body: ({ fixture }) => ({ version: fixture.reportVersion }),
    mutates: true,
  },
  'GET /api/reports/:id/versions/:n': {
    access: 'assignedAgentOrAdmin',
    ok: 200,
    fixture: 'submittedReport',
    url: ({ fixture }) => `/api/reports/${fixture.reportId}/versions/1`,
  },
  'POST /api/reports/:id/approve': { access: 'admin', ok: 200, fixture: 'submittedReport', body: () => ({ n: 1 }), mutates: true },
  'POST /api/reports/:id/request-changes': {
    access: 'admin',
    ok: 200,
    fixture: 'submittedReport',
    body: () => ({ n: 1, comment: 'Recheck the comparables', sectionComments: [] }),
    mutates: true,
  },
  'GET /api/reports/:id/pdf': { access: 'requestParty', ok: 200, fixture: 'approvedReport' },
  // The firm's details: admins edit them; the logo is public (e-mails, /verify).
  'GET /api/admin/firm': { access: 'admin', ok: 200, fixture: 'none' },
  'PUT /api/admin/firm': {
    access: 'admin',
    ok: 200,
    fixture: 'none',
    body: () => ({
      name: 'Thamani Valuers Ltd',
      companyRegistration: 'PVT-AB12CD3',
      vrbFirmNumber: 'VRB/F/0042',
      kraPin: 'P051234567Q',
      vatRegistration: null,
      postalAddress: 'P.O. Box 12345-00100, Nairobi',
      physicalAddress: 'Nairobi, Kenya',
      phone: '0712 345 678',
      email: 'office@thamani.test',
      website: 'https://thamani.test',
      fsvBand: { min: 0.7, max: 0.85 },
      minComparables: 3,
      signatory: { name: 'Jane Mwangi', title: 'Managing Director' },
    }),
  },
  'PUT /api/admin/firm/logo': {
    access: 'admin',
    ok: 200,
    fixture: 'none',
    multipart: () => ({ fields: {}, file: { filename: 'logo.png', contentType: 'image/png', content: tinyPng() } }),
    fuzzUpload: false,
  },
  'DELETE /api/admin/firm/logo': { access: 'admin', ok: 200, fixture: 'none' },
  'GET /api/firm/logo': { access: 'public', ok: 200, fixture: 'firmLogo' },
  // What a valuation costs: a quote for anyone; the firm's fee settings for admins.
  'POST /api/fees/quote': { access: 'public', ok: 200, fixture: 'none', body: () => ({ category: 'ordinary', expectedValue: 10_000_000, purpose: 'sale', distanceKm: 12 }) },
  'GET /api/admin/fees': { access: 'admin', ok: 200, fixture: 'none' },
  // Invoices and payments: the client who ordered and admins; Daraja's callback on its secret URL.
  'GET /api/requests/:id/invoice': { access: 'invoiceReader', ok: 200, fixture: 'approvedReport', url: ({ fixture }) => `/api/requests/${fixture.requestId}/invoice` },
  'GET /api/invoices/:id/pdf': { access: 'invoiceReader', ok: 200, fixture: 'approvedReport', url: ({ fixture }) => `/api/invoices/${fixture.invoiceId}/pdf` },
  'POST /api/invoices/:id/mpesa': {
    access: 'invoiceReader',
    ok: 202,
    fixture: 'approvedReport',
    url: ({ fixture }) => `/api/invoices/${fixture.invoiceId}/mpesa`,
    // A number of its own each time: the phone allows one prompt at a time.
    body: () => ({ phone: `07${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}` }),
    mutates: true,
  },
  'GET /api/payments/:id': { access: 'invoiceReader', ok: 200, fixture: 'payment', url: ({ fixture }) => `/api/payments/${fixture.paymentId}` },
  'POST /api/payments/mpesa/callback/:token': {
    access: 'public',
    ok: 200,
    fixture: 'none',
    url: ({ world }) => `/api/payments/mpesa/callback/${world.app.ctx.settings.mpesa?.callbackSecret ?? ''}`,
    body: () => ({ Body: { stkCallback: { MerchantRequestID: '29115-34620561-1', CheckoutRequestID: 'ws_CO_UNKNOWN_0001', ResultCode: 1032, ResultDesc: 'Request cancelled by user' } } }),
  },
  // The firm's books: admins only.
  'GET /api/admin/books/invoices': { access: 'admin', ok: 200, fixture: 'none' },
  'GET /api/admin/books/invoices.csv': { access: 'admin', ok: 200, fixture: 'none' },
  'GET /api/admin/books/receivables': { access: 'admin', ok: 200, fixture: 'none' },
  'GET /api/admin/books/organisations': { access: 'admin', ok: 200, fixture: 'none' },
  'GET /api/admin/books/payments.csv': { access: 'admin', ok: 200, fixture: 'none', url: () => '/api/admin/books/payments.csv?from=2030-03-01&to=2030-03-31' },
  'GET /api/admin/books/statements': {
    access: 'admin',
    ok: 200,
    fixture: 'clientOrganisation',
    url: ({ fixture }) => `/api/admin/books/statements?organisationId=${fixture.organisationId}&month=2030-03`,
  },
  'POST /api/admin/books/invoices/:id/remind': {
    access: 'admin',
    ok: 200,
    fixture: 'approvedReport',
    url: ({ fixture }) => `/api/admin/books/invoices/${fixture.invoiceId}/remind`,
  },
  // Credit notes and replacement invoices: admins only.
  'POST /api/admin/invoices/:id/credit-notes': {
    access: 'admin',
    ok: 201,
    fixture: 'approvedReport',
    url: ({ fixture }) => `/api/admin/invoices/${fixture.invoiceId}/credit-notes`,
    body: () => ({ amount: 1, reason: 'A shilling over the agreed fee, credited back.' }),
  },
  'POST /api/admin/invoices/:id/replacement': {
    access: 'admin',
    ok: 201,
    fixture: 'creditedInvoice',
    url: ({ fixture }) => `/api/admin/invoices/${fixture.invoiceId}/replacement`,
    body: () => ({ buyerName: 'Kamau Holdings Ltd', buyerPin: 'A123456789Z' }),
    // Replaced once: the next cell needs an invoice credited afresh.
    mutates: true,
  },
  'POST /api/admin/invoices/:id/payments': {
    access: 'admin',
    ok: 201,
    fixture: 'approvedReport',
    url: ({ fixture }) => `/api/admin/invoices/${fixture.invoiceId}/payments`,
    body: () => ({ method: 'bank_transfer', reference: 'FT26112900002', amount: 1 }),
  },
  'PUT /api/admin/fees': {
    access: 'admin',
    ok: 200,
    fixture: 'none',
    body: () => ({
      vatRegistered: true,
      travelRatePerKm: 100,
      officialSearchFee: 1_500,
      fixedFees: [{ purpose: 'mortgage', amount: 45_000, reason: 'Agreed panel fee with the banks for mortgage valuations' }],
    }),
  },
  'GET /api/verify/:code': { access: 'public', ok: 200, fixture: 'approvedReport', url: ({ fixture }) => `/api/verify/${fixture.verifyCode}` },
  // The caller's own valuer details (agents and admins).
  'GET /api/me/valuer-profile': { access: 'agentArea', ok: 200, fixture: 'none' },
  'PUT /api/me/valuer-profile': { access: 'agentArea', ok: 200, fixture: 'none', body: () => ({ vrbNumber: 'VRB/A/1234' }) },
  'PUT /api/me/valuer-profile/signature': {
    access: 'agentArea',
    ok: 200,
    fixture: 'none',
    multipart: () => ({ fields: {}, file: { filename: 'signature.jpg', contentType: 'image/jpeg', content: tinyJpeg() } }),
    fuzzUpload: false,
  },
  'GET /api/me/valuer-profile/signature': { access: 'agentArea', ok: 200, fixture: 'signatures' },
  'GET /api/notifications': { access: 'signedIn', ok: 200, fixture: 'none' },
  'GET /api/notifications/unread-count': { access: 'signedIn', ok: 200, fixture: 'none' },
  'GET /api/notifications/:id': { access: 'owner', ok: 200, fixture: 'notification' },
  'POST /api/notifications/:id/read': { access: 'owner', ok: 204, fixture: 'notification' },
  'POST /api/notifications/read-all': { access: 'signedIn', ok: 204, fixture: 'none' },
  'GET /api/jobs/:id': { access: 'ownerOrAdmin', ok: 200, fixture: 'job' },
  // The admin's System page (/metrics is off in the test app: no METRICS_TOKEN or METRICS_PORT).
  'GET /api/admin/system': { access: 'admin', ok: 200, fixture: 'none' },
  'POST /api/admin/system/jobs/:id/retry': { access: 'admin', ok: 200, fixture: 'failedJob', mutates: true },
  'POST /api/admin/system/test-mail': { access: 'admin', ok: 202, fixture: 'none' },
  // The krooki extractor: anyone signed in uploads; an extraction is its runner's (and admins').
  'POST /api/extractions': {
    access: 'signedIn',
    ok: 201,
    fixture: 'none',
    multipart: () => ({ fields: {}, file: { filename: 'krooki.pdf', contentType: 'application/pdf', content: tinyPdf() } }),
    // No category field: the request-document fuzzer's forms do not fit (extractions.routes.test.ts covers 415).
    fuzzUpload: false,
  },
  'POST /api/extractions/from-document': { access: 'ownerOrAdmin', ok: 201, fixture: 'extraction', body: (c) => ({ documentId: c.fixture.documentId }) },
  'GET /api/extractions': { access: 'signedIn', ok: 200, fixture: 'none' },
  'GET /api/extractions/:id': { access: 'ownerOrAdmin', ok: 200, fixture: 'extraction', url: (c) => `/api/extractions/${c.fixture.extractionId}` },
  'GET /api/extractions/:id/pages/:page': { access: 'ownerOrAdmin', ok: 200, fixture: 'extraction', url: (c) => `/api/extractions/${c.fixture.extractionId}/pages/1` },
  'POST /api/extractions/:id/confirm': {
    access: 'ownerOrAdmin',
    ok: 200,
    fixture: 'extraction',
    url: (c) => `/api/extractions/${c.fixture.extractionId}/confirm`,
    body: () => ({ fields: { parcelNumber: '209/12345', county: 'Nairobi' } }),
  },
  // The requester of a pending request (the client) and admins may update its property.
  'POST /api/extractions/:id/apply': {
    access: 'ownerOrAdmin',
    ok: 200,
    fixture: 'extraction',
    url: (c) => `/api/extractions/${c.fixture.extractionId}/apply`,
    body: (c) => ({ requestId: c.fixture.requestId }),
  },
  'GET /api/events': { access: 'signedIn', ok: 200, fixture: 'none', stream: true },
  // Chat: the requester, the ASSIGNED valuer and admins (a queue-browsing valuer's 403: chat.routes.test.ts).
  'GET /api/chat/conversations': { access: 'signedIn', ok: 200, fixture: 'none' },
  'GET /api/requests/:id/messages': { access: 'requestParty', ok: 200, fixture: 'assignedRequest' },
  'POST /api/requests/:id/messages': {
    access: 'requestParty',
    ok: 201,
    fixture: 'assignedRequest',
    body: () => ({ body: 'When can you visit?', clientMessageId: crypto.randomUUID() }),
  },
  'POST /api/requests/:id/messages/read': { access: 'requestParty', ok: 200, fixture: 'assignedRequest', body: () => ({ lastReadId: 0 }) },
  // Development only (never registered in production; see the production test).
  'GET /api/dev/mailbox': { access: 'public', ok: 200, fixture: 'none' },
  'GET /dev/mailbox': { access: 'public', ok: 200, fixture: 'none' },
  // OpenAPI UI and document (@fastify/swagger-ui).
  'GET /docs': { access: 'public', ok: 200, fixture: 'none' },
  'GET /docs/static/index.html': { access: 'public', ok: 302, fixture: 'none' },
  'GET /docs/static/swagger-initializer.js': { access: 'public', ok: 200, fixture: 'none' },
  'GET /docs/static/*': { access: 'public', ok: 200, fixture: 'none', url: () => '/docs/static/swagger-ui.css' },
  'GET /docs/json': { access: 'public', ok: 200, fixture: 'none' },
  'GET /docs/yaml': { access: 'public', ok: 200, fixture: 'none' },
};

export function concreteUrl(key: string, rule: RouteRule, c: CallContext): string {
  if (rule.url) {
    return rule.url(c);
  }
  const url = key.slice(key.indexOf(' ') + 1);
  return url.replace(':id', idFor(rule.fixture, c.fixture)).replace(':photoId', c.fixture.photoId);
}

export function methodOf(key: string): 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' {
  return key.slice(0, key.indexOf(' ')) as 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
}

export function expectedStatus(rule: RouteRule, actor: ActorName): number {
  const cell = ACCESS[rule.access][actor];
  return cell === 'ok' ? rule.ok : cell;
}

// ---------------------------------------------------------------------------------------------
// better-auth behind /api/auth/*: every endpoint its router exposes, with the statuses an
// anonymous and a signed-in caller get. Role plays no part there.

export interface AuthEndpointRule {
  anonymous: number;
  signedIn: number;
  /** Used by the web app (apps/web/src/lib/auth, features/auth). */
  web?: boolean;
  /** Query string or sub-path to call it with. */
  url?: string;
  body?: (c: { actor: ActorName; email: string; world: World; fresh: () => string }) => unknown;
  /**
   * 'session': each signed-in cell signs in again first (the call ends that session);
   * 'user': each signed-in cell is a brand-new user (the call ends every session of the user).
   */
  consumes?: 'session' | 'user';
  why?: string;
}

const OAUTH_OFF = 'no social providers are configured (body checked before the session)';

export const AUTH_ENDPOINTS: Record<string, AuthEndpointRule> = {
  'POST /sign-up/email': {
    anonymous: 200,
    signedIn: 200,
    web: true,
    body: ({ fresh }) => ({ name: 'Security Signup', email: fresh(), password: 'secret123' }),
  },
  'POST /sign-in/email': {
    anonymous: 200,
    signedIn: 200,
    web: true,
    body: ({ email }) => ({ email, password: 'secret123' }),
  },
  'POST /sign-out': { anonymous: 200, signedIn: 200, web: true, consumes: 'session', body: () => ({}) },
  'GET /get-session': { anonymous: 200, signedIn: 200, web: true, why: 'anonymous gets 200 with a null body' },
  'POST /get-session': {
    anonymous: 405,
    signedIn: 405,
    body: () => ({}),
    why: 'declared, but better-auth answers POST with 405',
  },
  'GET /token': { anonymous: 401, signedIn: 200, web: true },
  'GET /jwks': { anonymous: 200, signedIn: 200 },
  'POST /revoke-sessions': { anonymous: 401, signedIn: 200, web: true, consumes: 'user', body: () => ({}) },
  'POST /revoke-session': { anonymous: 401, signedIn: 200, body: () => ({ token: 'not-a-session-token' }) },
  'POST /revoke-other-sessions': { anonymous: 401, signedIn: 200, body: () => ({}) },
  'GET /list-sessions': { anonymous: 401, signedIn: 200 },
  'POST /request-password-reset': {
    anonymous: 200,
    signedIn: 200,
    web: true,
    body: ({ email }) => ({ email, redirectTo: '/reset-password' }),
  },
  'GET /reset-password/:token': {
    anonymous: 302,
    signedIn: 302,
    web: true,
    url: '/reset-password/not-a-token?callbackURL=/reset-password',
  },
  'POST /reset-password': {
    anonymous: 400,
    signedIn: 400,
    web: true,
    body: () => ({ token: 'not-a-token', newPassword: 'secret123' }),
  },
  'GET /verify-email': { anonymous: 401, signedIn: 401, web: true, url: '?token=not-a-token' },
  'POST /send-verification-email': {
    anonymous: 200,
    signedIn: 200,
    body: ({ email }) => ({ email, callbackURL: '/auth' }),
  },
  'POST /change-password': {
    anonymous: 401,
    signedIn: 200,
    body: () => ({ currentPassword: 'secret123', newPassword: 'secret123', revokeOtherSessions: false }),
  },
  'POST /verify-password': { anonymous: 401, signedIn: 200, body: () => ({ password: 'secret123' }) },
  'POST /update-user': { anonymous: 401, signedIn: 200, body: ({ actor }) => ({ name: `Security ${actor}` }) },
  'POST /update-session': {
    anonymous: 401,
    signedIn: 400,
    body: () => ({}),
    why: 'no additional session fields exist',
  },
  'POST /change-email': {
    anonymous: 401,
    signedIn: 400,
    body: ({ fresh }) => ({ newEmail: fresh() }),
    why: 'change-email is disabled',
  },
  'POST /delete-user': { anonymous: 401, signedIn: 404, body: () => ({}), why: 'delete-user is disabled' },
  'GET /delete-user/callback': {
    anonymous: 404,
    signedIn: 404,
    url: '?token=not-a-token',
    why: 'delete-user is disabled',
  },
  'GET /list-accounts': { anonymous: 401, signedIn: 200 },
  'GET /account-info': { anonymous: 401, signedIn: 400, url: '?accountId=not-an-account', why: OAUTH_OFF },
  'POST /sign-in/social': {
    anonymous: 404,
    signedIn: 404,
    body: () => ({ provider: 'google', callbackURL: '/' }),
    why: OAUTH_OFF,
  },
  'GET /callback/:id': {
    anonymous: 302,
    signedIn: 302,
    url: '/callback/google',
    why: `${OAUTH_OFF}: redirects to /api/auth/error`,
  },
  'POST /callback/:id': { anonymous: 302, signedIn: 302, url: '/callback/google', body: () => ({}), why: OAUTH_OFF },
  'POST /link-social': {
    anonymous: 401,
    signedIn: 404,
    body: () => ({ provider: 'google', callbackURL: '/' }),
    why: OAUTH_OFF,
  },
  'POST /unlink-account': { anonymous: 400, signedIn: 400, body: () => ({ providerId: 'google' }), why: OAUTH_OFF },
  'POST /refresh-token': { anonymous: 400, signedIn: 400, body: () => ({ providerId: 'google' }), why: OAUTH_OFF },
  'POST /get-access-token': { anonymous: 400, signedIn: 400, body: () => ({ providerId: 'google' }), why: OAUTH_OFF },
  // Two-factor sign-in (docs/account.md). The cast has no authenticator app: checks come before enrolment.
  'POST /two-factor/verify-totp': { anonymous: 401, signedIn: 400, web: true, body: () => ({ code: '000000' }), why: 'no challenge cookie (401); not enrolled (400)' },
  'POST /two-factor/verify-backup-code': { anonymous: 401, signedIn: 400, web: true, body: () => ({ code: 'AbCd1-EfGh2' }), why: 'no challenge cookie (401); not enrolled (400)' },
  'POST /two-factor/get-totp-uri': { anonymous: 401, signedIn: 400, body: () => ({ password: 'secret123' }), why: 'not enrolled' },
  'POST /two-factor/generate-backup-codes': { anonymous: 401, signedIn: 400, web: true, body: () => ({ password: 'secret123' }), why: 'not enrolled' },
  'POST /two-factor/enable': { anonymous: 401, signedIn: 200, web: true, body: () => ({ password: 'secret123' }) },
  'POST /two-factor/disable': { anonymous: 401, signedIn: 200, web: true, consumes: 'session', body: () => ({ password: 'secret123' }) },
  'POST /two-factor/send-otp': { anonymous: 400, signedIn: 400, body: () => ({}), why: 'codes by e-mail or SMS are not configured' },
  'POST /two-factor/verify-otp': { anonymous: 401, signedIn: 400, body: () => ({ code: '000000' }), why: 'codes by e-mail or SMS are not configured' },
  'GET /ok': { anonymous: 200, signedIn: 200 },
  'GET /error': { anonymous: 200, signedIn: 200, url: '?error=%3Cscript%3Ealert(1)%3C%2Fscript%3E' },
};

export function authUrl(key: string, rule: AuthEndpointRule): string {
  const path = key.slice(key.indexOf(' ') + 1);
  if (rule.url?.startsWith('/')) {
    return `/api/auth${rule.url}`;
  }
  return `/api/auth${path}${rule.url ?? ''}`;
}

export const SIGNED_IN: SignedInActor[] = ['client', 'otherClient', 'agent', 'otherAgent', 'admin'];
