/**
 * Every route path of the web app, in one place: the web's router and links, and the links the
 * server puts in notifications and e-mails, all read it.
 */
export const paths = {
  home: '/',
  valuation: '/valuation',
  auth: '/auth',
  authSignUp: '/auth?tab=signup',
  login: '/login',
  register: '/register',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  request: '/request',
  myRequests: '/my-requests',
  myRequest: (requestId: string) => `/my-requests/${encodeURIComponent(requestId)}`,
  dashboard: '/dashboard',
  /** Everyone's own account: name and phone, password, signed-in devices, two-factor sign-in. */
  account: '/account',
  /** Enrolment in two-factor sign-in (where someone who must enrol is sent after their password). */
  accountTwoFactor: '/account/two-factor',
  /** The second sign-in step: the code from the authenticator app, or a backup code. */
  signInTwoFactor: '/auth/two-factor',
  clientDashboard: '/client-dashboard',
  admin: {
    root: '/admin',
    dashboard: '/admin-dashboard',
    reports: '/admin/reports',
    report: (reportId: string) => `/admin/reports/${encodeURIComponent(reportId)}`,
    properties: '/admin/properties',
    property: (propertyId: string) => `/admin/properties/${encodeURIComponent(propertyId)}`,
    audit: '/admin/audit',
    /** Every request, filtered (each dashboard figure links here with its filter). */
    requests: '/admin/requests',
    /** One request as staff see it: the request page inside the admin area. */
    request: (requestId: string) => `/admin/requests/${encodeURIComponent(requestId)}`,
    users: '/admin/users',
    user: (userId: string) => `/admin/users/${encodeURIComponent(userId)}`,
    /** The firm's own details: printed on every report, signed under every e-mail, shown on /verify. */
    firm: '/admin/firm',
    /** The firm's books: what is owed by age, invoices with reminders, client statements, CSV for the accountant. */
    books: '/admin/books',
    /** Failed background tasks, backups, mail and storage. */
    system: '/admin/system',
  },
  agentDashboard: {
    root: '/agent-dashboard',
    requests: '/agent-dashboard/requests',
    /** A request as its valuer sees it, in the agent area (staff wording, the area's navigation). */
    request: (requestId: string) => `/agent-dashboard/requests/${encodeURIComponent(requestId)}`,
    /** Where /agent/schedule sends the agent back to (the dashboard's requests tab). */
    requestsTab: '/agent-dashboard?tab=requests',
    reportDrafts: '/agent-dashboard/reports/drafts',
    templates: '/agent-dashboard/templates',
    newTemplate: '/agent-dashboard/templates/new',
    template: (templateId: string) => `/agent-dashboard/templates/${encodeURIComponent(templateId)}`,
  },
  agent: {
    schedule: '/agent/schedule',
    visits: '/agent/visits',
    visit: (visitId: string) => `/agent/visit/${encodeURIComponent(visitId)}`,
    visitReview: (visitId: string) => `/agent/visit/${encodeURIComponent(visitId)}/review`,
    report: (reportId: string) => `/agent/report/${encodeURIComponent(reportId)}`,
    reportEnhanced: (reportId: string) => `/agent/report/${encodeURIComponent(reportId)}/enhanced`,
  },
  inspections: '/inspections',
  inspection: (inspectionId: string) => `/inspections/${encodeURIComponent(inspectionId)}`,
  krookiExtractor: '/krooki-extractor',
  /** The extractor opened on a document already uploaded (a request's, or the person's own). */
  krookiExtractorFor: (documentId: string) => `/krooki-extractor?document=${encodeURIComponent(documentId)}`,
  /** One extraction's results: the proposals to correct and confirm. */
  krookiExtraction: (extractionId: string) => `/krooki-extractor/${encodeURIComponent(extractionId)}`,
  /** Scan paper with the camera (or a photo) into one PDF document of a request. */
  scan: '/scan',
  scanFor: (requestId: string) => `/scan?request=${encodeURIComponent(requestId)}`,
  /** Public: a bank checks a report's verification code (printed with a QR code on every page). */
  verify: (code: string) => `/verify/${encodeURIComponent(code)}`,
} as const;

/** Route patterns for the router (params as `:name`). */
export const routePatterns = {
  myRequest: '/my-requests/:requestId',
  agentVisit: '/agent/visit/:visitId',
  agentVisitReview: '/agent/visit/:visitId/review',
  agentReport: '/agent/report/:reportId',
  agentReportEnhanced: '/agent/report/:reportId/enhanced',
  agentDashboardAll: '/agent-dashboard/*',
  agentTemplate: '/agent-dashboard/templates/:templateId',
  adminReport: '/admin/reports/:reportId',
  adminRequest: '/admin/requests/:requestId',
  agentRequest: '/agent-dashboard/requests/:requestId',
  adminProperty: '/admin/properties/:propertyId',
  adminUser: '/admin/users/:userId',
  verify: '/verify/:code',
  krookiExtraction: '/krooki-extractor/:extractionId',
  inspectionsAll: '/inspections/*',
} as const;
