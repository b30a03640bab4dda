import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { registerDarajaApiRoutes, type DarajaCredentials } from './daraja-api.routes.ts';
import { sendDarajaError, sendInvalidPayload } from './daraja-replies.ts';
import { createCallbackSender } from './callback-sender.ts';
import { registerPhonePageRoutes } from './phone-page.routes.ts';
import { createSimulatorState } from './simulator-state.ts';
import { registerTestApiRoutes } from './test-api.routes.ts';

export interface DarajaSimulatorOptions extends DarajaCredentials {
  /** The path the plugin is mounted under, for its own links ("/simulators/daraja"; "" standalone). */
  publicPath?: string;
  /** The paybill's name on the prompt. */
  businessName?: string;
  /** A prompt nobody answers ends as 1019 (expired) after this long. */
  expireAfterMs?: number;
  /** "Late" on the phone page sends the callback after this long. */
  lateCallbackMs?: number;
  /** Sends the callbacks (tests may watch them). */
  fetch?: typeof fetch;
  now?: () => Date;
}

export const DEFAULT_EXPIRE_AFTER_MS = 60_000;
export const DEFAULT_LATE_CALLBACK_MS = 30_000;

/**
 * A stand-in for Safaricom's Daraja STK push: its OAuth, push and query endpoints, a simulated
 * phone page, and a test API (docs/payments.md). Registered without fastify-plugin on purpose:
 * its form parser and Daraja-shaped error handler stay inside its prefix.
 */
export async function darajaSimulator(app: FastifyInstance, options: DarajaSimulatorOptions): Promise<void> {
  const state = createSimulatorState({
    now: options.now ?? (() => new Date()),
    expireAfterMs: options.expireAfterMs ?? DEFAULT_EXPIRE_AFTER_MS,
    callbacks: createCallbackSender(options.fetch ?? globalThis.fetch, app.log),
  });
  app.addHook('onClose', async () => state.stop());

  if (!app.hasContentTypeParser('application/x-www-form-urlencoded')) {
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 4096 },
      (_request, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(String(body))));
      },
    );
  }
  app.setErrorHandler((error, request, reply) => {
    const status =
      typeof error === 'object' && error !== null && 'statusCode' in error ? Number(error.statusCode) : 500;
    if (status >= 400 && status < 500) {
      return sendInvalidPayload(reply);
    }
    request.log.error({ err: error }, 'Daraja simulator failed');
    return sendDarajaError(reply, 500, '500.003.1001', 'Internal Server Error');
  });

  registerDarajaApiRoutes(app, state, options);
  registerPhonePageRoutes(app, state, {
    basePath: (options.publicPath ?? '').replace(/\/+$/, ''),
    businessName: options.businessName ?? 'Thamani Valuers',
    lateCallbackMs: options.lateCallbackMs ?? DEFAULT_LATE_CALLBACK_MS,
  });
  registerTestApiRoutes(app, state);
}

export interface StartDarajaSimulatorOptions extends Omit<DarajaSimulatorOptions, 'publicPath'> {
  /** 0: any free port. */
  port?: number;
  host?: string;
  logger?: FastifyServerOptions['logger'];
}

export interface RunningDarajaSimulator {
  /** The base URL to give the client ("http://127.0.0.1:41234"). */
  url: string;
  port: number;
  app: FastifyInstance;
  close(): Promise<void>;
}

/** The simulator listening on its own (tests, the demo). */
export async function startDarajaSimulator(options: StartDarajaSimulatorOptions): Promise<RunningDarajaSimulator> {
  const { port = 0, host = '127.0.0.1', logger = false, ...pluginOptions } = options;
  const app = Fastify({ logger });
  await app.register(darajaSimulator, pluginOptions);
  await app.listen({ port, host });
  const address = app.server.address();
  const boundPort = typeof address === 'object' && address !== null ? address.port : port;
  const hostInUrl = host.includes(':') ? `[${host}]` : host;
  return { url: `http://${hostInUrl}:${boundPort}`, port: boundPort, app, close: () => app.close() };
}
