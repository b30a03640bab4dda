import Fastify, { type FastifyInstance } from 'fastify';
import { stkPassword, stkTimestamp } from '@thamani/domain/payments';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DARAJA_PATHS } from '#platform/mpesa/daraja-wire.ts';
import { darajaSimulator } from './daraja-simulator.ts';
import { SIMULATOR_TEST_PATHS } from './test-api.routes.ts';

const CREDENTIALS = { consumerKey: 'key', consumerSecret: 'secret', shortcode: '174379', passkey: 'passkey' };
const PREFIX = '/simulators/daraja';

/** The simulator mounted under a prefix, as the app mounts it, with its callbacks and log lines caught. */
const sent: Array<{ url: string; body: unknown }> = [];
const logLines: string[] = [];
let app: FastifyInstance;

beforeAll(async () => {
  app = Fastify({ logger: { level: 'warn', stream: { write: (line: string) => void logLines.push(line) } } });
  await app.register(darajaSimulator, {
    prefix: PREFIX,
    ...CREDENTIALS,
    publicPath: PREFIX,
    // Long enough for the page tests to answer their prompts on a loaded machine; the expiry test waits for it.
    expireAfterMs: 1_500,
    lateCallbackMs: 60_000,
    fetch: async (input, init) => {
      const url = String(input);
      if (url.includes('refuses')) {
        throw new TypeError('fetch failed');
      }
      sent.push({ url, body: JSON.parse(String(init?.body)) as unknown });
      return new Response('{}', { status: 200 });
    },
  });
  await app.ready();
});

afterAll(async () => {
  await app.close();
});

async function token(): Promise<string> {
  const response = await app.inject({
    url: `${PREFIX}${DARAJA_PATHS.token}?grant_type=client_credentials`,
    headers: { authorization: `Basic ${Buffer.from('key:secret').toString('base64')}` },
  });
  return (response.json() as { access_token: string }).access_token;
}

function pushBody(overrides: Record<string, unknown> = {}) {
  const timestamp = stkTimestamp(new Date());
  return {
    BusinessShortCode: '174379',
    Password: stkPassword('174379', 'passkey', timestamp),
    Timestamp: timestamp,
    TransactionType: 'CustomerPayBillOnline',
    Amount: 72_500,
    PartyA: '254712345678',
    PartyB: '174379',
    PhoneNumber: '254712345678',
    CallBackURL: 'https://thamani.example/mpesa/callback?token=t',
    AccountReference: 'THM-0042',
    TransactionDesc: 'Valuation fee',
    ...overrides,
  };
}

async function push(overrides: Record<string, unknown> = {}) {
  return app.inject({
    method: 'POST',
    url: `${PREFIX}${DARAJA_PATHS.stkPush}`,
    headers: { authorization: `Bearer ${await token()}` },
    payload: pushBody(overrides),
  });
}

async function waitFor<T>(read: () => T | undefined, what: string): Promise<T> {
  const deadline = Date.now() + 5_000;
  for (;;) {
    const value = read();
    if (value !== undefined) {
      return value;
    }
    if (Date.now() > deadline) {
      throw new Error(`Timed out waiting for ${what}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('the Daraja simulator refuses as Daraja does', () => {
  it('wants client_credentials and the right Basic credentials', async () => {
    const noGrant = await app.inject({ url: `${PREFIX}${DARAJA_PATHS.token}` });
    expect(noGrant.json()).toMatchObject({ errorCode: '400.008.02' });
    const wrong = await app.inject({
      url: `${PREFIX}${DARAJA_PATHS.token}?grant_type=client_credentials`,
      headers: { authorization: 'Basic a2V5Om5v' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      errorCode: '400.008.01',
      errorMessage: 'Invalid Authentication passed',
      requestId: expect.any(String) as unknown,
    });
  });

  it('wants a bearer token it issued', async () => {
    const response = await app.inject({
      method: 'POST',
      url: `${PREFIX}${DARAJA_PATHS.stkPush}`,
      headers: { authorization: 'Bearer made-up' },
      payload: pushBody(),
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ errorCode: '404.001.03', errorMessage: 'Invalid Access Token' });
  });

  it('refuses a body that is not JSON', async () => {
    const response = await app.inject({
      method: 'POST',
      url: `${PREFIX}${DARAJA_PATHS.stkPush}`,
      headers: { authorization: `Bearer ${await token()}`, 'content-type': 'application/json' },
      payload: '{not json',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errorCode: '400.002.05', errorMessage: 'Invalid Request Payload' });
  });

  it.each([
    [{ PartyA: '0712345678' }, 'PartyA'],
    [{ PhoneNumber: '254212345678' }, 'PhoneNumber'],
    [{ CallBackURL: 'ftp://thamani.example/cb' }, 'CallBackURL'],
    [{ CallBackURL: 'not a url' }, 'CallBackURL'],
    [{ AccountReference: 'THIRTEEN-CHAR' }, 'AccountReference'],
    [{ TransactionDesc: 'Fourteen chars' }, 'TransactionDesc'],
    [{ TransactionType: 'Transfer' }, 'TransactionType'],
    [{ Timestamp: '2026' }, 'Timestamp'],
    [{ PartyB: '600000' }, 'PartyB'],
  ])('%j → Bad Request - Invalid %s', async (overrides, field) => {
    const response = await push(overrides);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errorCode: '400.002.02', errorMessage: `Bad Request - Invalid ${field}` });
  });
});

describe('a prompt nobody answers', () => {
  it('expires as 1019 after expireAfterMs and is called back', async () => {
    const response = await push({ PartyA: '254711000001', PhoneNumber: '254711000001' });
    const { CheckoutRequestID } = response.json() as { CheckoutRequestID: string };
    const callback = await waitFor(
      () =>
        sent.find(
          (s) =>
            (s.body as { Body: { stkCallback: { CheckoutRequestID: string } } }).Body.stkCallback.CheckoutRequestID ===
            CheckoutRequestID,
        ),
      'the expiry callback',
    );
    expect(callback.body).toMatchObject({
      Body: { stkCallback: { ResultCode: 1019, ResultDesc: 'Transaction has expired' } },
    });
  });
});

describe('the simulated phone page', () => {
  it('says when no prompt is pending, reloads itself, and has the page landmarks', async () => {
    const response = await app.inject({ url: `${PREFIX}/phone?number=0799000000` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = response.body;
    expect(html).toContain('<html lang="en">');
    expect(html).toMatch(/<title>[^<]+<\/title>/);
    expect(html).toMatch(/<main[ >]/);
    expect(html).toContain('<h1>Simulated phone</h1>');
    expect(html).toContain('<noscript><meta http-equiv="refresh" content="3"></noscript>');
    expect(html).toContain(`<script src="${PREFIX}/phone.js" defer></script>`);
    expect(html).toContain('No M-Pesa prompt for 0799000000 right now.');
    expect(html).toContain('<label for="number">Phone number to watch</label>');
    // Nothing from elsewhere, no inline script (the app's CSP would block it).
    expect(html).not.toMatch(/<link|https?:\/\/|<script>/);
    const script = await app.inject({ url: `${PREFIX}/phone.js` });
    expect(script.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(script.body).toContain('location.reload()');
  });

  it('shows a pending prompt, escaped, with a labelled PIN field and no reload', async () => {
    await push({ PartyA: '254722000002', PhoneNumber: '254722000002', AccountReference: '<b>"x"&</b>' });
    const html = (await app.inject({ url: `${PREFIX}/phone?number=0722%20000%20002` })).body;
    expect(html).toContain(
      'Do you want to pay KSh 72,500 to Thamani Valuers account &lt;b&gt;&quot;x&quot;&amp;&lt;/b&gt;? Enter M-Pesa PIN',
    );
    expect(html).not.toContain('<b>"x"');
    expect(html).toContain('<label for="pin">M-Pesa PIN</label>');
    expect(html).toContain(`action="${PREFIX}/phone"`);
    expect(html).not.toContain('http-equiv="refresh"');
    const shown = (await app.inject({ url: `${PREFIX}/phone/state?number=0722000002` })).json() as {
      pending: string | null;
    };
    expect(shown.pending).toMatch(/^ws_CO_/);
    expect(html).toContain(`data-shown="${shown.pending}"`);
    expect((await app.inject({ url: `${PREFIX}/phone/state?number=0799000000` })).json()).toEqual({ pending: null });
    for (const button of ['Send', 'Cancel', 'Insufficient funds', 'Phone unreachable', 'Let it expire']) {
      expect(html).toContain(`>${button}</button>`);
    }
    expect(html).toContain('Simulator controls');
  });

  it('answers with a plain form: a short PIN is refused, a late Send is scheduled, a second answer is refused', async () => {
    const pushed = await push({ PartyA: '254733000003', PhoneNumber: '254733000003' });
    const { CheckoutRequestID } = pushed.json() as { CheckoutRequestID: string };
    const form = (fields: Record<string, string>) =>
      app.inject({
        method: 'POST',
        url: `${PREFIX}/phone`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({
          checkoutRequestId: CheckoutRequestID,
          number: '0733000003',
          ...fields,
        }).toString(),
      });
    const short = await form({ action: 'approve', pin: '12', callback: 'now' });
    expect(short.statusCode).toBe(400);
    expect(short.body).toContain('Enter a 4-digit M-Pesa PIN.');
    expect(short.body).toContain('aria-invalid="true"');

    const sentBefore = sent.length;
    const send = await form({ action: 'approve', pin: '2580', callback: 'late' });
    expect(send.statusCode).toBe(303);
    expect(send.headers.location).toBe(`${PREFIX}/phone?number=0733000003`);
    const listed = (await app.inject({ url: `${PREFIX}${SIMULATOR_TEST_PATHS.prompts}` })).json() as {
      prompts: Array<{
        checkoutRequestId: string;
        resultCode?: number;
        callbackMode?: unknown;
        callbacks: { scheduled: number };
      }>;
    };
    expect(listed.prompts.find((p) => p.checkoutRequestId === CheckoutRequestID)).toMatchObject({
      resultCode: 0,
      callbackMode: { kind: 'delay', ms: 60_000 },
      callbacks: { scheduled: 1 },
    });
    expect(sent.length).toBe(sentBefore);

    const after = (await app.inject({ url: send.headers.location ?? '' })).body;
    expect(after).toContain('Receipt ');
    expect(after).toContain('Callback sent after 60 s.');
    expect((await form({ action: 'decline' })).statusCode).toBe(409);
  });

  it('logs a callback that cannot be delivered, and keeps serving', async () => {
    const pushed = await push({
      PartyA: '254744000004',
      PhoneNumber: '254744000004',
      CallBackURL: 'http://refuses.example/cb',
    });
    const { CheckoutRequestID } = pushed.json() as { CheckoutRequestID: string };
    const acted = await app.inject({
      method: 'POST',
      url: `${PREFIX}${SIMULATOR_TEST_PATHS.act(CheckoutRequestID)}`,
      payload: { action: 'decline' },
    });
    expect(acted.statusCode).toBe(200);
    await waitFor(() => logLines.find((line) => line.includes('the callback could not be delivered')), 'the log line');
    expect((await app.inject({ url: `${PREFIX}/phone` })).statusCode).toBe(200);
  });
});
