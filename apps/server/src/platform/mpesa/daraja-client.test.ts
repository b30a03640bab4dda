import { once } from 'node:events';
import http from 'node:http';
import net from 'node:net';
import { PAYMENT_MESSAGES } from '@thamani/domain/payments';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startDarajaSimulator, type RunningDarajaSimulator } from '#simulators/daraja/daraja-simulator.ts';
import { SIMULATOR_TEST_PATHS, type ActOnPrompt } from '#simulators/daraja/test-api.routes.ts';
import { createDarajaClient, type DarajaClientOptions } from './daraja-client.ts';
import { parseStkCallback } from './daraja-callback.ts';
import { DarajaRefusedError, DarajaTimeoutError, DarajaUnreachableError } from './daraja-errors.ts';
import { DARAJA_PATHS } from './daraja-wire.ts';

/** Daraja's sandbox shortcode and passkey (public test values). */
const CREDENTIALS = {
  consumerKey: 'thamani-test-key',
  consumerSecret: 'thamani-test-secret',
  shortcode: '174379',
  passkey: 'bfb279f9aa9bdbcf158e97dd71a467cd2e0c893059b10f78e6b72ada1ed2c919',
};

interface Received {
  url: string;
  body: unknown;
}

/** A local server standing in for Thamani's callback route: it keeps every body it is sent. */
async function startReceiver() {
  const received: Received[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ url: request.url ?? '', body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown });
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"ResultCode":0,"ResultDesc":"Accepted"}');
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = net.createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

async function waitFor<T>(
  read: () => T | undefined | Promise<T | undefined>,
  what: string,
  timeoutMs = 3_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== undefined) {
      return value;
    }
    if (Date.now() > deadline) {
      throw new Error(`Timed out waiting for ${what}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

interface ListedPrompt {
  checkoutRequestId: string;
  phone: string;
  amount: number;
  accountReference: string;
  status: 'pending' | 'done';
  callbacks: { attempts: Array<{ ok: boolean; status?: number; error?: string }>; scheduled: number };
}

let simulator: RunningDarajaSimulator;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
let phoneSeq = 0;
/** A fresh payer per test: the simulator allows one pending prompt per phone. */
const nextPhone = () => `0712 ${String(100_000 + (phoneSeq += 1)).slice(0, 3)} ${String(phoneSeq).padStart(3, '0')}`;

beforeAll(async () => {
  receiver = await startReceiver();
  simulator = await startDarajaSimulator({ ...CREDENTIALS, expireAfterMs: 60_000 });
});

afterAll(async () => {
  await simulator.close();
  await receiver.close();
});

beforeEach(() => {
  receiver.received.length = 0;
});

/** The client under test, with a fetch that counts the calls to each Daraja path. */
function makeClient(overrides: Partial<DarajaClientOptions> = {}) {
  const calls: string[] = [];
  const client = createDarajaClient({
    baseUrl: simulator.url,
    ...CREDENTIALS,
    callbackUrl: `${receiver.url}/mpesa/callback?token=callback-secret`,
    timeoutMs: 2_000,
    fetch: (input, init) => {
      calls.push(new URL(String(input)).pathname);
      return fetch(input, init);
    },
    ...overrides,
  });
  return { client, tokenCalls: () => calls.filter((path) => path === DARAJA_PATHS.token).length, calls };
}

async function act(checkoutRequestId: string, body: ActOnPrompt): Promise<Response> {
  return fetch(`${simulator.url}${SIMULATOR_TEST_PATHS.act(checkoutRequestId)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

async function listedPrompt(checkoutRequestId: string): Promise<ListedPrompt | undefined> {
  const response = await fetch(`${simulator.url}${SIMULATOR_TEST_PATHS.prompts}`);
  const { prompts } = (await response.json()) as { prompts: ListedPrompt[] };
  return prompts.find((prompt) => prompt.checkoutRequestId === checkoutRequestId);
}

const callbacksFor = (checkoutRequestId: string) =>
  receiver.received.filter(
    (r) =>
      (r.body as { Body?: { stkCallback?: { CheckoutRequestID?: string } } }).Body?.stkCallback?.CheckoutRequestID ===
      checkoutRequestId,
  );

const waitForCallbacks = (checkoutRequestId: string, count = 1) =>
  waitFor(() => {
    const found = callbacksFor(checkoutRequestId);
    return found.length >= count ? found : undefined;
  }, `${count} callback(s) for ${checkoutRequestId}`);

async function pushFor(client = makeClient().client, phone = nextPhone()) {
  return client.stkPush({ phone, amount: 72_500, accountReference: 'THM-2026-0042', description: 'Valuation fee' });
}

describe('the Daraja client against the simulator', () => {
  it('fetches a token once and reuses it until a minute before it expires', async () => {
    let now = new Date('2026-11-29T09:00:00Z');
    const { client, tokenCalls } = makeClient({ now: () => now });
    const { checkoutRequestId } = await pushFor(client);
    await client.stkQuery(checkoutRequestId);
    expect(tokenCalls()).toBe(1);
    // Daraja's token lasts 3599 s; the client renews it 60 s early.
    now = new Date(now.getTime() + (3599 - 61) * 1000);
    await client.stkQuery(checkoutRequestId);
    expect(tokenCalls()).toBe(1);
    now = new Date(now.getTime() + 2_000);
    await client.stkQuery(checkoutRequestId);
    expect(tokenCalls()).toBe(2);
  });

  it('renews the token once when Daraja no longer takes it', async () => {
    const { client, tokenCalls } = makeClient();
    const { checkoutRequestId } = await pushFor(client);
    await fetch(`${simulator.url}${SIMULATOR_TEST_PATHS.revokeTokens}`, { method: 'POST' });
    await expect(client.stkQuery(checkoutRequestId)).resolves.toEqual({ pending: true });
    expect(tokenCalls()).toBe(2);
  });

  it('has a push accepted, and the prompt shows on the simulated phone', async () => {
    const phone = nextPhone();
    const accepted = await pushFor(makeClient().client, phone);
    expect(accepted).toEqual({
      merchantRequestId: expect.stringMatching(/^\d{5}-\d{8}-1$/) as unknown,
      checkoutRequestId: expect.stringMatching(/^ws_CO_\d+$/) as unknown,
      customerMessage: 'Success. Request accepted for processing',
    });
    const prompt = await listedPrompt(accepted.checkoutRequestId);
    expect(prompt).toMatchObject({
      phone: `254${phone.replace(/\D/g, '').slice(1)}`,
      amount: 72_500,
      accountReference: 'THM-2026-004',
      status: 'pending',
    });
    const page = await (await fetch(`${simulator.url}/phone?number=${encodeURIComponent(phone)}`)).text();
    expect(page).toContain('Do you want to pay KSh 72,500 to Thamani Valuers account THM-2026-004? Enter M-Pesa PIN');
  });

  it('refuses a second push to a phone that still shows one (500.001.1001)', async () => {
    const phone = nextPhone();
    const { client } = makeClient();
    await pushFor(client, phone);
    const refusal = await pushFor(client, phone).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(DarajaRefusedError);
    expect(refusal).toMatchObject({
      status: 500,
      errorCode: '500.001.1001',
      errorMessage: 'Unable to lock subscriber, a transaction is already in process for the current subscriber',
    });
  });

  it('refuses a bad amount: the client before calling, the simulator with 400.002.02', async () => {
    const { client, calls } = makeClient();
    await expect(
      client.stkPush({ phone: nextPhone(), amount: 250_001, accountReference: 'A', description: 'B' }),
    ).rejects.toThrow(RangeError);
    await expect(
      client.stkPush({ phone: nextPhone(), amount: 99.5, accountReference: 'A', description: 'B' }),
    ).rejects.toThrow(RangeError);
    await expect(
      client.stkPush({ phone: '020 234 5678', amount: 100, accountReference: 'A', description: 'B' }),
    ).rejects.toThrow(PAYMENT_MESSAGES.phone);
    expect(calls).toEqual([]);

    const token = await (
      await fetch(`${simulator.url}${DARAJA_PATHS.token}?grant_type=client_credentials`, {
        headers: {
          authorization: `Basic ${Buffer.from(`${CREDENTIALS.consumerKey}:${CREDENTIALS.consumerSecret}`).toString('base64')}`,
        },
      })
    ).json();
    expect(token).toEqual({ access_token: expect.any(String) as unknown, expires_in: '3599' });
    const timestamp = '20261129123456';
    for (const amount of [250_001, 0, 10.5, '12a']) {
      const response = await fetch(`${simulator.url}${DARAJA_PATHS.stkPush}`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${(token as { access_token: string }).access_token}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({
          BusinessShortCode: CREDENTIALS.shortcode,
          Password: Buffer.from(`${CREDENTIALS.shortcode}${CREDENTIALS.passkey}${timestamp}`).toString('base64'),
          Timestamp: timestamp,
          TransactionType: 'CustomerPayBillOnline',
          Amount: amount,
          PartyA: '254712999999',
          PartyB: CREDENTIALS.shortcode,
          PhoneNumber: '254712999999',
          CallBackURL: `${receiver.url}/cb`,
          AccountReference: 'THM-1',
          TransactionDesc: 'Fee',
        }),
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({
        errorCode: '400.002.02',
        errorMessage: 'Bad Request - Invalid Amount',
      });
    }
  });

  it('refuses wrong credentials: a wrong secret at OAuth, a wrong passkey at the push', async () => {
    const wrongSecret = await pushFor(makeClient({ consumerSecret: 'not-it' }).client).catch((error: unknown) => error);
    expect(wrongSecret).toBeInstanceOf(DarajaRefusedError);
    expect(wrongSecret).toMatchObject({
      status: 400,
      errorCode: '400.008.01',
      errorMessage: 'Invalid Authentication passed',
    });
    const wrongPasskey = await pushFor(makeClient({ passkey: 'not-the-passkey' }).client).catch(
      (error: unknown) => error,
    );
    expect(wrongPasskey).toMatchObject({
      kind: 'refused',
      status: 500,
      errorCode: '500.001.1001',
      errorMessage: 'Wrong credentials',
    });
    const wrongShortcode = await pushFor(makeClient({ shortcode: '600000' }).client).catch((error: unknown) => error);
    expect(wrongShortcode).toMatchObject({
      kind: 'refused',
      errorCode: '400.002.02',
      errorMessage: 'Bad Request - Invalid BusinessShortCode',
    });
  });

  it('answers a query: pending while the phone shows the prompt, the result after', async () => {
    const { client } = makeClient();
    const { checkoutRequestId } = await pushFor(client);
    await expect(client.stkQuery(checkoutRequestId)).resolves.toEqual({ pending: true });
    expect((await act(checkoutRequestId, { action: 'approve', pin: '4321' })).status).toBe(200);
    await expect(client.stkQuery(checkoutRequestId)).resolves.toEqual({
      resultCode: 0,
      resultDesc: 'The service request is processed successfully.',
    });
    const unknown = await client.stkQuery('ws_CO_nothing').catch((error: unknown) => error);
    expect(unknown).toMatchObject({ kind: 'refused', errorCode: '400.002.02' });
  });

  it('calls back a paid prompt with its receipt, amount, time and payer', async () => {
    const phone = nextPhone();
    const { checkoutRequestId, merchantRequestId } = await pushFor(makeClient().client, phone);
    await act(checkoutRequestId, { action: 'approve', pin: '1234' });
    const [delivered] = await waitForCallbacks(checkoutRequestId);
    expect(delivered?.url).toBe('/mpesa/callback?token=callback-secret');
    const parsed = parseStkCallback(delivered?.body);
    if (!parsed.ok) {
      throw new Error(parsed.problems.join('; '));
    }
    expect(parsed.callback).toEqual({
      merchantRequestId,
      checkoutRequestId,
      resultCode: 0,
      resultDesc: 'The service request is processed successfully.',
      amount: 72_500,
      receiptNumber: expect.stringMatching(/^[A-Z0-9]{10}$/) as unknown,
      transactionDate: expect.any(Date) as unknown,
      phone: `+254${phone.replace(/\D/g, '').slice(1)}`,
    });
    expect(Math.abs((parsed.callback.transactionDate?.getTime() ?? 0) - Date.now())).toBeLessThan(60_000);
  });

  it.each([
    [{ action: 'decline' } as const, 1032, 'Request cancelled by user'],
    [{ action: 'approve', pin: '0000' } as const, 2001, 'The initiator information is invalid.'],
    [{ action: 'insufficient' } as const, 1, 'The balance is insufficient for the transaction.'],
    [{ action: 'unreachable' } as const, 1037, 'DS timeout user cannot be reached'],
    [{ action: 'expire' } as const, 1019, 'Transaction has expired'],
  ])('calls back %j as ResultCode %d without metadata, and the query agrees', async (answer, code, desc) => {
    const { client } = makeClient();
    const { checkoutRequestId } = await pushFor(client);
    await act(checkoutRequestId, answer);
    const [delivered] = await waitForCallbacks(checkoutRequestId);
    const parsed = parseStkCallback(delivered?.body);
    expect(parsed).toEqual({
      ok: true,
      callback: expect.objectContaining({ checkoutRequestId, resultCode: code, resultDesc: desc }) as unknown,
    });
    expect(parsed.ok && parsed.callback.receiptNumber).toBeUndefined();
    await expect(client.stkQuery(checkoutRequestId)).resolves.toEqual({ resultCode: code, resultDesc: desc });
  });

  it('sends a late callback after its delay, while the query already knows the result', async () => {
    const { client } = makeClient();
    const { checkoutRequestId } = await pushFor(client);
    await act(checkoutRequestId, { action: 'approve', callback: 'delay', delayMs: 200 });
    expect(callbacksFor(checkoutRequestId)).toEqual([]);
    expect((await listedPrompt(checkoutRequestId))?.callbacks.scheduled).toBe(1);
    await expect(client.stkQuery(checkoutRequestId)).resolves.toMatchObject({ resultCode: 0 });
    await waitForCallbacks(checkoutRequestId);
  });

  it('can send the same callback twice', async () => {
    const { checkoutRequestId } = await pushFor();
    await act(checkoutRequestId, { action: 'decline', callback: 'twice' });
    const [first, second] = await waitForCallbacks(checkoutRequestId, 2);
    expect(second?.body).toEqual(first?.body);
  });

  it('can never send the callback: only the query tells the result', async () => {
    const { client } = makeClient();
    const { checkoutRequestId } = await pushFor(client);
    await act(checkoutRequestId, { action: 'approve', callback: 'never' });
    expect((await listedPrompt(checkoutRequestId))?.callbacks).toEqual({ attempts: [], scheduled: 0 });
    await expect(client.stkQuery(checkoutRequestId)).resolves.toMatchObject({ resultCode: 0 });
    // A later prompt's callback arrives; this one's still has not.
    const later = await pushFor(client);
    await act(later.checkoutRequestId, { action: 'decline' });
    await waitForCallbacks(later.checkoutRequestId);
    expect(callbacksFor(checkoutRequestId)).toEqual([]);
  });

  it('records a callback URL that does not answer, and carries on', async () => {
    const port = await closedPort();
    const { client } = makeClient({ callbackUrl: `http://127.0.0.1:${port}/mpesa/callback` });
    const { checkoutRequestId } = await pushFor(client);
    await act(checkoutRequestId, { action: 'approve' });
    const prompt = await waitFor(async () => {
      const listed = await listedPrompt(checkoutRequestId);
      return listed?.callbacks.scheduled === 0 ? listed : undefined;
    }, 'the failed callback');
    expect(prompt.callbacks.attempts).toEqual([
      expect.objectContaining({ ok: false, error: expect.any(String) as unknown }),
    ]);
    await expect(client.stkQuery(checkoutRequestId)).resolves.toMatchObject({ resultCode: 0 });
  });

  it('turns a Daraja that refuses connections into DarajaUnreachableError', async () => {
    const port = await closedPort();
    const { client } = makeClient({ baseUrl: `http://127.0.0.1:${port}` });
    const error = await pushFor(client).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DarajaUnreachableError);
    expect(error).toMatchObject({ kind: 'unreachable' });
  });

  it('turns a Daraja that does not answer in time into DarajaTimeoutError', async () => {
    const silent = http.createServer(() => {
      // Never answers.
    });
    silent.listen(0, '127.0.0.1');
    await once(silent, 'listening');
    const { port } = silent.address() as net.AddressInfo;
    try {
      const { client } = makeClient({ baseUrl: `http://127.0.0.1:${port}`, timeoutMs: 150 });
      const error = await client.stkQuery('ws_CO_1').catch((e: unknown) => e);
      expect(error).toBeInstanceOf(DarajaTimeoutError);
      expect(error).toMatchObject({ kind: 'timeout', timeoutMs: 150 });
    } finally {
      silent.closeAllConnections();
      silent.close();
    }
  });
});
