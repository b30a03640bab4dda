import {
  PAYMENT_MESSAGES,
  stkPassword,
  stkTimestamp,
  toAccountReference,
  toDarajaPhone,
  toTransactionDesc,
  checkStkAmount,
} from '@thamani/domain/payments';
import { DARAJA_ERROR_CODES, DARAJA_PATHS, StkPushResponseSchema, StkQueryResponseSchema } from './daraja-wire.ts';
import { DarajaProtocolError, DarajaRefusedError } from './daraja-errors.ts';
import { callDaraja, type FetchLike } from './daraja-http.ts';
import { createTokenSource } from './daraja-token.ts';

export interface DarajaClientOptions {
  /** https://sandbox.safaricom.co.ke, https://api.safaricom.co.ke, or the simulator's address. */
  baseUrl: string;
  consumerKey: string;
  consumerSecret: string;
  /** The paybill (BusinessShortCode, PartyB). */
  shortcode: string;
  /** The Lipa na M-Pesa Online passkey, which signs each request's Password. */
  passkey: string;
  /** Where Daraja POSTs the result (the caller puts its secret token in it). */
  callbackUrl: string;
  fetch?: FetchLike;
  now?: () => Date;
  /** Per call, token request included (default 15 s). */
  timeoutMs?: number;
}

export interface StkPushInput {
  /** The payer's number in any written form ("0712 345 678"). */
  phone: string;
  /** Whole shillings, 1 to 250,000. */
  amount: number;
  /** Shown on the prompt after "account"; cut to 12 characters. */
  accountReference: string;
  /** Cut to 13 characters. */
  description: string;
}

export interface StkPushAccepted {
  merchantRequestId: string;
  checkoutRequestId: string;
  customerMessage: string;
}

export type StkQueryResult = { resultCode: number; resultDesc: string } | { pending: true };

export interface DarajaClient {
  /** Ask the payer's phone for the PIN. Throws a DarajaError (daraja-errors.ts) when Daraja does not accept the push. */
  stkPush(input: StkPushInput): Promise<StkPushAccepted>;
  /** What became of a push: its result, or pending while the payer has not answered. */
  stkQuery(checkoutRequestId: string): Promise<StkQueryResult>;
}

export const DEFAULT_DARAJA_TIMEOUT_MS = 15_000;

export function createDarajaClient(options: DarajaClientOptions): DarajaClient {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const fetch = options.fetch ?? globalThis.fetch;
  const now = options.now ?? (() => new Date());
  const timeoutMs = options.timeoutMs ?? DEFAULT_DARAJA_TIMEOUT_MS;
  const tokens = createTokenSource({ ...options, baseUrl, fetch, now, timeoutMs });

  function signed() {
    const timestamp = stkTimestamp(now());
    return {
      BusinessShortCode: options.shortcode,
      Password: stkPassword(options.shortcode, options.passkey, timestamp),
      Timestamp: timestamp,
    };
  }

  /** A POST with a bearer token; a token Daraja no longer takes is renewed once. */
  async function post(path: string, body: () => unknown): Promise<unknown> {
    const url = `${baseUrl}${path}`;
    const send = async () =>
      callDaraja({
        fetch,
        url,
        method: 'POST',
        authorization: `Bearer ${await tokens.get()}`,
        body: body(),
        timeoutMs,
      });
    try {
      return await send();
    } catch (error) {
      if (!isTokenRefused(error)) {
        throw error;
      }
      tokens.forget();
      return send();
    }
  }

  return {
    async stkPush(input) {
      const phone = toDarajaPhone(input.phone);
      if (phone === null) {
        throw new RangeError(PAYMENT_MESSAGES.phone);
      }
      const amountProblem = checkStkAmount(input.amount);
      if (amountProblem !== null) {
        throw new RangeError(amountProblem);
      }
      const url = `${baseUrl}${DARAJA_PATHS.stkPush}`;
      const answer = await post(DARAJA_PATHS.stkPush, () => ({
        ...signed(),
        TransactionType: 'CustomerPayBillOnline',
        Amount: input.amount,
        PartyA: phone,
        PartyB: options.shortcode,
        PhoneNumber: phone,
        CallBackURL: options.callbackUrl,
        AccountReference: toAccountReference(input.accountReference),
        TransactionDesc: toTransactionDesc(input.description),
      }));
      const parsed = StkPushResponseSchema.safeParse(answer);
      if (!parsed.success || parsed.data.ResponseCode !== '0') {
        throw new DarajaProtocolError(url, 'not an accepted push (ResponseCode 0)');
      }
      return {
        merchantRequestId: parsed.data.MerchantRequestID,
        checkoutRequestId: parsed.data.CheckoutRequestID,
        customerMessage: parsed.data.CustomerMessage,
      };
    },

    async stkQuery(checkoutRequestId) {
      const url = `${baseUrl}${DARAJA_PATHS.stkQuery}`;
      let answer: unknown;
      try {
        answer = await post(DARAJA_PATHS.stkQuery, () => ({ ...signed(), CheckoutRequestID: checkoutRequestId }));
      } catch (error) {
        if (isStillProcessing(error)) {
          return { pending: true };
        }
        throw error;
      }
      const parsed = StkQueryResponseSchema.safeParse(answer);
      if (!parsed.success) {
        throw new DarajaProtocolError(url, 'no ResultCode and ResultDesc');
      }
      return { resultCode: parsed.data.ResultCode, resultDesc: parsed.data.ResultDesc };
    },
  };
}

function isTokenRefused(error: unknown): boolean {
  return (
    error instanceof DarajaRefusedError &&
    (error.status === 401 || error.errorCode === DARAJA_ERROR_CODES.invalidAccessToken)
  );
}

/** Daraja answers a query about a push the payer has not answered yet with 500.001.1001 "The transaction is being processed". */
function isStillProcessing(error: unknown): boolean {
  return (
    error instanceof DarajaRefusedError &&
    error.errorCode === DARAJA_ERROR_CODES.processing &&
    /being processed/i.test(error.errorMessage)
  );
}
