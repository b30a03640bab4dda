import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { AppError, ErrorResponseSchema } from '@thamani/domain/app-error';
import { siteIsElsewhereMessage } from '@thamani/domain/messages';
import { REALTIME_HEARTBEAT_MS, REALTIME_SESSION_RECHECK_MS } from '@thamani/domain/limits';
import Fastify, { type FastifyInstance, type FastifySchema, type FastifyServerOptions } from 'fastify';
import { jsonSchemaTransform, validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { selectDeploymentFirmId } from './modules/organisations/index.ts';
import type { AppContext } from './context.ts';
import { registerLifecycleMoves } from './composition/lifecycle-moves.ts';
import type { Database } from './db/client.ts';
import type { Settings } from './env.ts';
import { registerAuthRoutes } from './modules/auth/index.ts';
import { registerDevMailboxRoutes } from './modules/dev-mailbox/index.ts';
import { registerHealthRoutes } from './modules/health/index.ts';
import { registerJobRoutes } from './modules/jobs/index.ts';
import { registerMeRoutes, pageVisitor } from './modules/me/index.ts';
import { registerNotificationRoutes, notificationEvents } from './modules/notifications/index.ts';
import { lifecycleEvents } from './modules/lifecycle/index.ts';
import { registerRequestRoutes } from './modules/requests/index.ts';
import { registerSettingsRoutes } from './modules/settings/index.ts';
import { registerMarketEvidenceRoutes } from './modules/market-evidence/index.ts';
import { registerEventRoutes } from './modules/events/index.ts';
import { registerVisitRoutes, setVisitBookingGate, visitEvents } from './modules/visits/index.ts';
import { chatEvents, registerChatRoutes } from './modules/chat/index.ts';
import { registerDocumentRoutes, createPagePreviews } from './modules/documents/index.ts';
import { registerInspectionRoutes } from './modules/inspections/index.ts';
import { registerReportTemplateRoutes } from './modules/report-templates/index.ts';
import { reportEvents, registerReportRoutes, registerReportRenderJob, createReportPdfPool, setReportReleaseGate } from './modules/reports/index.ts';
import { pathOf } from '@thamani/domain/endpoints';
import { PAYMENTS_ENDPOINTS } from '@thamani/domain/payments.endpoints';
import { registerExtractionJob, registerExtractionRoutes, closeOcr } from './modules/extractions/index.ts';
import { registerValuerRoutes } from './modules/valuers/index.ts';
import { registerFirmRoutes, firmMailSignature, readFirm } from './modules/firm/index.ts';
import { registerFeesRoutes } from './modules/fees/index.ts';
import {
  createInvoiceEtimsClient,
  paymentReleaseGate,
  paymentVisitGate,
  registerPaymentsReactions,
  registerPaymentsRoutes,
} from './modules/payments/index.ts';
import { createDarajaClient } from './platform/mpesa/daraja-client.ts';
import { injectFetch } from './platform/http/inject-fetch.ts';
import { ETIMS_SIMULATOR_PATH } from './platform/etims/etims-settings.ts';
import { etimsSimulator } from './simulators/etims/etims-simulator.ts';
import { DARAJA_SIMULATOR_PATH, SIMULATORS_PATH } from './platform/mpesa/mpesa-settings.ts';
import { darajaSimulator } from './simulators/daraja/daraja-simulator.ts';
import { registerPropertyRoutes } from './modules/properties/index.ts';
import { registerBooks } from './modules/books/index.ts';
import { registerAuditRoutes } from './modules/audit/index.ts';
import { registerPeopleRoutes } from './modules/people/index.ts';
import { registerAdminRequestRoutes } from './modules/admin-requests/index.ts';
import { registerAdminDashboardRoutes } from './modules/admin-dashboard/index.ts';
import { registerBackups } from './modules/backups/index.ts';
import { createRenderPool, previewWorkerCount } from './platform/pdf/render-pool.ts';
import { createStorage } from './platform/storage/create-storage.ts';
import type { FileStorage } from './platform/storage/file-storage.ts';
import { DEFAULT_WEB_DIST_DIR } from './paths.ts';
import { createAuth } from './platform/auth/auth.ts';
import { AuthCache, publishInvalidation, subscribeInvalidations } from './platform/auth/auth-cache.ts';
import { registerAuthProxy } from './platform/auth/auth-proxy.ts';
import { AUTH_BASE_PATH } from './platform/auth/auth-path.ts';
import { createGuard } from './platform/auth/guard.ts';
import { createBus } from './platform/bus.ts';
import { registerErrorHandler } from './platform/errors.ts';
import { registerJsonCompression } from './platform/http/json-compression.ts';
import { listTrustedOrigins } from './platform/origins.ts';
import { createSerializerCompiler, type CompiledSerializer } from './platform/serializer.ts';
import { registerSecurityHeaders, siteHelmetOptions, tightenDocsCsp } from './platform/security-headers.ts';
import { createJobQueue, type JobQueueOptions } from './platform/jobs/pg-boss-queue.ts';
import { createMailDelivery, createMailer, registerMailJob, signMail } from './platform/mail.ts';
import { createOutbox } from './platform/outbox/outbox.ts';
import { createRateLimiter } from './platform/rate-limit.ts';
import { createRealtimeHub } from './platform/realtime.ts';
import { EVENT_PRUNE_EVERY_MS, EVENT_REPLAY_LIMIT, EVENT_RETENTION_MS } from './platform/realtime-log.ts';
import { realtimeEvents } from './platform/realtime-registry.ts';
import { redirectPagesToPublicUrl, registerWeb } from './platform/web.ts';
import { createMetrics, createMetricsServer, registerMetricsRoute } from './platform/observability/metrics.ts';
import { generateRequestId, registerRequestContext, withRequestIdMixin } from './platform/observability/request-context.ts';
import { registerSystemRoutes } from './modules/system/index.ts';

export interface AppDeps {
  database: Database;
  settings: Settings;
  /** The auth secret (main.ts derives and persists one in demo mode). */
  secret: string;
  /** Clock for token expiry checks and business rules — past slots, due dates (tests move it). */
  now?: () => Date;
  /** SSE heartbeat period (tests shorten it). */
  realtimeHeartbeatMs?: number;
  /** How often open event streams recheck their session (tests shorten it). */
  realtimeRecheckMs?: number;
  logger?: FastifyServerOptions['logger'];
  /** File storage (default: from settings — S3_URL, else DATA_DIR/files). */
  storage?: FileStorage;
  /** Job queue timings (tests shorten them). */
  jobs?: JobQueueOptions;
}

/** One registered route (HEAD routes included), as the security tests enumerate them. */
export interface RouteEntry {
  method: string;
  url: string;
  schema: FastifySchema | undefined;
}

export type App = FastifyInstance & { ctx: AppContext; routeTable: readonly RouteEntry[]; warmSerializers: CompiledSerializer['warm'] };

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF defence in depth for our own routes (better-auth checks /api/auth/* the same way): a
 * cookie-carrying write whose Origin is not ours, or that the browser marks cross-site, is 403.
 * Calls without an Origin (non-browser clients, Bearer tokens) are not affected; the session
 * cookie is also SameSite=Lax.
 */
function refuseCrossSiteWrites(app: FastifyInstance, trustedOrigins: readonly string[], publicUrl: string): void {
  const trusted = new Set(trustedOrigins);
  // Said to a person who opened the site at an address it does not answer for.
  const message = siteIsElsewhereMessage(publicUrl);
  // A callback hook (no promise per request): it runs on every call.
  app.addHook('onRequest', (request, _reply, done) => {
    // The simulators stand in for outside services and read no session: their forms (the simulated phone) are not ours to guard.
    if (SAFE_METHODS.has(request.method) || !request.headers.cookie || request.url.startsWith(`${AUTH_BASE_PATH}/`) || request.url.startsWith(SIMULATORS_PATH)) {
      done();
      return;
    }
    const origin = request.headers.origin;
    const crossSite = (origin !== undefined && !trusted.has(origin)) || request.headers['sec-fetch-site'] === 'cross-site';
    done(crossSite ? new AppError('FORBIDDEN', message) : undefined);
  });
}

/**
 * Prometheus metrics: on the main port behind METRICS_TOKEN, and/or alone on METRICS_PORT (which
 * listens once the app is ready; a busy port fails the start). Without either, there is no /metrics.
 */
function observeMetrics(app: FastifyInstance, database: Database, ctx: AppContext): void {
  const { metricsToken, metricsPort, metricsHost } = ctx.settings.system;
  if (metricsToken === undefined && metricsPort === undefined) {
    return;
  }
  const metrics = createMetrics({ database, jobs: ctx.jobs, openStreams: () => ctx.hub.size });
  app.addHook('onResponse', (request, reply, done) => {
    metrics.observe(request, reply);
    done();
  });
  if (metricsToken !== undefined) {
    registerMetricsRoute(app, metrics.registry, metricsToken);
  }
  if (metricsPort !== undefined) {
    let server: FastifyInstance | null = null;
    app.addHook('onReady', async () => {
      server = await createMetricsServer(metrics.registry, metricsToken);
      await server.listen({ port: metricsPort, host: metricsHost });
      app.log.info(`metrics at http://${metricsHost}:${metricsPort}/metrics`);
    });
    app.addHook('onClose', async () => {
      await server?.close();
    });
  }
}

/** Build the whole app without listening; main.ts and the tests both use it. */
export async function buildApp(deps: AppDeps): Promise<App> {
  const { settings, database } = deps;
  const app = Fastify({
    // Every line logged while a request is handled carries its reqId, whichever logger wrote it.
    logger: withRequestIdMixin(deps.logger ?? { level: settings.logLevel }),
    genReqId: generateRequestId,
    trustProxy: settings.trustProxy,
  });
  registerRequestContext(app);
  // Every route, as registered: the security tests derive their access matrix and fuzz table from it.
  const routeTable: RouteEntry[] = [];
  app.addHook('onRoute', (route) => {
    // The Daraja and eTIMS simulators stand in for Safaricom and KRA, outside production: they are not the product's API.
    if (route.url.startsWith(SIMULATORS_PATH)) {
      return;
    }
    for (const method of [route.method].flat()) {
      routeTable.push({ method, url: route.url, schema: route.schema });
    }
  });
  app.setValidatorCompiler(validatorCompiler);
  const serializer = createSerializerCompiler(settings.responseSerializer, (route) =>
    app.log.warn({ route }, 'response written by zod: its schema has no JSON Schema'),
  );
  app.setSerializerCompiler(serializer.compiler);
  registerErrorHandler(app);
  app.decorateRequest('identity', null);
  const trustedOrigins = listTrustedOrigins(settings);
  refuseCrossSiteWrites(app, trustedOrigins, settings.publicUrl);

  const db = database.db;
  const bus = createBus(database, (message, error) => app.log.error({ err: error }, message));
  const cache = new AuthCache();
  const unsubscribe = await subscribeInvalidations(cache, bus);
  // Background work (mail now; PDF and OCR next) runs on the job queue, never in a request.
  const jobs = createJobQueue(database, { ...deps.jobs, onError: (error) => app.log.error({ err: error }, 'job queue error') });
  // Areas' events, published in the transaction that makes them true, reach subscribers as jobs.
  const outbox = createOutbox(jobs);
  const deliverMail = createMailDelivery({
    db,
    smtpUrl: settings.smtpUrl,
    from: settings.mailFrom,
    isProduction: settings.isProduction,
    log: app.log,
    smtp: { caFile: settings.system.smtpCaFile, dkim: settings.system.dkim },
  });
  // Every mail is signed by the firm as its settings stand when the mail goes out.
  await registerMailJob(jobs, async (message, key) => deliverMail(signMail(message, firmMailSignature(await readFirm(db, settings.firm), settings.publicUrl)), key));
  await jobs.start();
  const sendMail = createMailer(jobs);
  const auth = createAuth({
    db,
    settings,
    secret: deps.secret,
    trustedOrigins,
    sendMail,
    log: app.log,
    onSessionDeleted: (sessionId) => publishInvalidation(cache, bus, { sessionId }),
  });
  const now = deps.now ?? (() => new Date());
  const firmId = await selectDeploymentFirmId(db);
  const guard = createGuard({ auth, db, cache, firmId, publicUrl: settings.publicUrl, now, twoFactorRequiredFor: settings.twoFactorRequiredFor });
  // Each feature declares its realtime events; an unregistered or malformed emit throws outside
  // production and is logged and dropped in production.
  realtimeEvents.register(...notificationEvents, ...lifecycleEvents, ...visitEvents, ...reportEvents, ...chatEvents);
  realtimeEvents.configure({
    strict: !settings.isProduction,
    onRefused: (error) => app.log.error({ err: error }, 'refused a realtime event'),
  });
  const hub = createRealtimeHub({
    bus,
    cache,
    db,
    now,
    heartbeatMs: deps.realtimeHeartbeatMs ?? REALTIME_HEARTBEAT_MS,
    recheckMs: deps.realtimeRecheckMs ?? REALTIME_SESSION_RECHECK_MS,
    log: app.log,
    retainEventsMs: EVENT_RETENTION_MS,
    pruneEveryMs: EVENT_PRUNE_EVERY_MS,
    replayLimit: EVENT_REPLAY_LIMIT,
  });
  await hub.start();
  const storage = deps.storage ?? createStorage(settings);
  // The pool's threads start on the first preview, not with the app.
  const previews = createPagePreviews({
    pool: createRenderPool(previewWorkerCount(settings.previews.workers), settings.workerNice),
    cacheBytes: settings.previews.cacheMb * 1024 * 1024,
    log: app.log,
  });
  // Report PDFs are written in a thread of their own too, started by the first render job.
  const reportPdfs = createReportPdfPool(settings.reportWorkers, settings.workerNice);
  // The simulator is never used in production, whatever the settings object says.
  const simulatedMpesa = !settings.isProduction && settings.mpesa?.env === 'simulator';
  const mpesa = settings.mpesa && (simulatedMpesa || settings.mpesa.env !== 'simulator')
    ? createDarajaClient({
        ...settings.mpesa,
        callbackUrl: `${settings.publicUrl}${pathOf(PAYMENTS_ENDPOINTS.mpesaCallback, { token: settings.mpesa.callbackSecret })}`,
        ...(simulatedMpesa ? { fetch: injectFetch(app) } : {}),
      })
    : null;
  const simulatedEtims = !settings.isProduction && settings.etims?.mode === 'simulator';
  const etims = settings.etims && (simulatedEtims || settings.etims.mode !== 'simulator')
    ? await createInvoiceEtimsClient(db, firmId, settings.etims, simulatedEtims ? injectFetch(app) : undefined)
    : null;
  const ctx: AppContext = { db, firmId, settings, auth, guard, cache, bus, jobs, outbox, sendMail, hub, now, storage, previews, reportPdfs, mpesa, etims, log: app.log };
  // The areas hand the lifecycle their moves before anything can move a request.
  registerLifecycleMoves();
  await registerReportRenderJob(ctx);
  await registerExtractionJob(ctx);
  await registerPaymentsReactions(ctx);
  setReportReleaseGate(paymentReleaseGate);
  setVisitBookingGate(paymentVisitGate);
  observeMetrics(app, deps.database, ctx);

  // Open event streams would keep server.close() waiting: end them first.
  app.addHook('preClose', async () => {
    hub.closeAll();
  });
  app.addHook('onClose', async () => {
    await jobs.stop();
    await closeOcr();
    await previews.close();
    await reportPdfs.close();
    await hub.stop();
    await unsubscribe();
    await bus.close();
  });

  await app.register(fastifyCookie);
  // Uploads stream (never buffered whole); each route sets its kind's limits when it reads the file.
  await app.register(fastifyMultipart, { limits: { files: 1, fields: 10, fieldSize: 1000, parts: 12 } });
  registerSecurityHeaders(app, siteHelmetOptions(settings.isProduction));
  await registerJsonCompression(app);
  // After the headers, so the redirect carries HSTS too.
  if (settings.isProduction) {
    redirectPagesToPublicUrl(app, settings.publicUrl);
  }

  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Thamani API',
        version: '0.1.0',
        description:
          'Property valuations in Kenya. Errors are { code, message, key, params?, fields?, fieldKeys?, details? } (components.schemas.ErrorResponse): `message` is the English, `key` and `params` name it in the message catalogue (`untranslated`: show `message`).',
      },
      components: {
        schemas: { ErrorResponse: z.toJSONSchema(ErrorResponseSchema, { target: 'openapi-3.0' }) as Record<string, unknown> },
        securitySchemes: {
          cookie: { type: 'apiKey', in: 'cookie', name: 'better-auth.session_token' },
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  // The API document is public in the demo; production serves it only when DOCS_PUBLIC=true
  // (otherwise /docs is the same 404 as any unknown route).
  if (settings.docsPublic) {
    await app.register(fastifySwaggerUi, {
      routePrefix: '/docs',
      staticCSP: true,
      transformStaticCSP: (header) => tightenDocsCsp(header, settings.isProduction),
    });
  }

  registerHealthRoutes(app, ctx);
  registerSystemRoutes(app, ctx);
  registerJobRoutes(app, ctx);
  registerSettingsRoutes(app, ctx);
  registerMarketEvidenceRoutes(app, ctx);
  registerAuthRoutes(app, ctx);
  registerAuthProxy(app, { auth, publicUrl: settings.publicUrl, limiter: createRateLimiter(db), limits: settings.rateLimit });
  registerMeRoutes(app, ctx);
  registerRequestRoutes(app, ctx);
  registerNotificationRoutes(app, ctx);
  registerVisitRoutes(app, ctx);
  registerChatRoutes(app, ctx);
  registerDocumentRoutes(app, ctx);
  registerExtractionRoutes(app, ctx);
  registerInspectionRoutes(app, ctx);
  registerReportTemplateRoutes(app, ctx);
  registerReportRoutes(app, ctx);
  registerValuerRoutes(app, ctx);
  registerFirmRoutes(app, ctx);
  registerFeesRoutes(app, ctx);
  registerPaymentsRoutes(app, ctx);
  // The firm's books: its routes, the reminders job and the daily timer that queues it.
  await registerBooks(app, ctx);
  registerPropertyRoutes(app, ctx);
  registerAuditRoutes(app, ctx);
  registerPeopleRoutes(app, ctx);
  registerAdminRequestRoutes(app, ctx);
  registerAdminDashboardRoutes(app, ctx);
  await registerBackups(app, ctx, database.kind);
  registerEventRoutes(app, ctx);
  if (!settings.isProduction) {
    registerDevMailboxRoutes(app, ctx);
  }
  if (simulatedMpesa && settings.mpesa) {
    // The demo's and the tests' M-Pesa: the phone page is at /simulators/daraja/phone.
    await app.register(darajaSimulator, {
      prefix: DARAJA_SIMULATOR_PATH,
      publicPath: DARAJA_SIMULATOR_PATH,
      consumerKey: settings.mpesa.consumerKey,
      consumerSecret: settings.mpesa.consumerSecret,
      shortcode: settings.mpesa.shortcode,
      passkey: settings.mpesa.passkey,
      businessName: settings.firm.name,
      fetch: injectFetch(app),
    });
  }
  if (simulatedEtims && settings.etims) {
    // The demo's and the tests' eTIMS: it signs the invoices and answers their QR links.
    const { tin, branchId, deviceSerial } = settings.etims;
    await app.register(etimsSimulator, { prefix: ETIMS_SIMULATOR_PATH, devices: [{ tin, branchId, deviceSerial }] });
  }
  // A signed-in dashboard opens with its greeting by name, painted before the app's code has run.
  await registerWeb(app, settings.webDistDir ?? DEFAULT_WEB_DIST_DIR, {
    visitor: (request) => pageVisitor(ctx, request),
    hasSessionCookie: (request) => ctx.guard.hasSessionCookie(request),
  });

  await app.ready();
  return Object.assign(app, { ctx, routeTable, warmSerializers: serializer.warm }) as App;
}
