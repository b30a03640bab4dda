import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  ACCOUNT_REFERENCE_MAX_LENGTH,
  isDarajaPhone,
  isStkAmount,
  stkPassword,
  TRANSACTION_DESC_MAX_LENGTH,
} from '@thamani/domain/payments';
import {
  DARAJA_ERROR_CODES,
  DARAJA_PATHS,
  StkPushRequestSchema,
  StkQueryRequestSchema,
} from '#platform/mpesa/daraja-wire.ts';
import { sendDarajaError, sendInvalidField, sendInvalidPayload } from './daraja-replies.ts';
import { SubscriberLockedError, type SimulatorState } from './simulator-state.ts';

export interface DarajaCredentials {
  consumerKey: string;
  consumerSecret: string;
  shortcode: string;
  passkey: string;
}

const TIMESTAMP = /^\d{14}$/;
const TRANSACTION_TYPES = new Set(['CustomerPayBillOnline', 'CustomerBuyGoodsOnline']);
// Daraja's own spelling.
const QUERY_ACCEPTED = 'The service request has been accepted successsfully';
const PUSH_ACCEPTED = 'Success. Request accepted for processing';

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

function wholeAmount(value: number | string): number {
  return typeof value === 'number' ? value : /^\d+$/.test(value) ? Number(value) : Number.NaN;
}

/** Daraja's OAuth, STK push and STK query endpoints, refusing as Daraja refuses. */
export function registerDarajaApiRoutes(
  app: FastifyInstance,
  state: SimulatorState,
  credentials: DarajaCredentials,
): void {
  const basic = `Basic ${Buffer.from(`${credentials.consumerKey}:${credentials.consumerSecret}`).toString('base64')}`;

  /** Refuses a call without a live bearer token the simulator issued; true when it did. */
  function refuseUnlessToken(request: FastifyRequest, reply: FastifyReply): boolean {
    const match = /^Bearer (\S+)$/.exec(request.headers.authorization ?? '');
    if (match?.[1] && state.isTokenValid(match[1])) {
      return false;
    }
    void sendDarajaError(reply, 401, DARAJA_ERROR_CODES.invalidAccessToken, 'Invalid Access Token');
    return true;
  }

  /** Refuses a wrong shortcode or Password; true when it did. */
  function refuseUnlessSigned(
    body: { BusinessShortCode: string; Password: string; Timestamp: string },
    reply: FastifyReply,
  ): boolean {
    if (body.BusinessShortCode !== credentials.shortcode) {
      void sendInvalidField(reply, 'BusinessShortCode');
      return true;
    }
    if (!TIMESTAMP.test(body.Timestamp)) {
      void sendInvalidField(reply, 'Timestamp');
      return true;
    }
    if (!sameText(body.Password, stkPassword(credentials.shortcode, credentials.passkey, body.Timestamp))) {
      void sendDarajaError(reply, 500, DARAJA_ERROR_CODES.processing, 'Wrong credentials');
      return true;
    }
    return false;
  }

  app.get(DARAJA_PATHS.token, async (request, reply) => {
    const { grant_type: grantType } = request.query as { grant_type?: string };
    if (grantType !== 'client_credentials') {
      return sendDarajaError(reply, 400, DARAJA_ERROR_CODES.invalidGrantType, 'Invalid grant type passed');
    }
    if (!sameText(request.headers.authorization ?? '', basic)) {
      return sendDarajaError(reply, 400, DARAJA_ERROR_CODES.invalidAuthentication, 'Invalid Authentication passed');
    }
    const { token, expiresIn } = state.issueToken();
    return { access_token: token, expires_in: String(expiresIn) };
  });

  app.post(DARAJA_PATHS.stkPush, async (request, reply) => {
    if (refuseUnlessToken(request, reply)) {
      return reply;
    }
    const parsed = StkPushRequestSchema.safeParse(request.body);
    if (!parsed.success) {
      return sendInvalidPayload(reply);
    }
    const body = parsed.data;
    if (refuseUnlessSigned(body, reply)) {
      return reply;
    }
    const amount = wholeAmount(body.Amount);
    // Daraja names the first wrong field, in the order of its documentation.
    const checks: Array<[field: string, ok: boolean]> = [
      ['TransactionType', TRANSACTION_TYPES.has(body.TransactionType)],
      ['Amount', isStkAmount(amount)],
      ['PartyA', isDarajaPhone(body.PartyA)],
      ['PartyB', body.PartyB === credentials.shortcode],
      ['PhoneNumber', isDarajaPhone(body.PhoneNumber)],
      ['CallBackURL', isHttpUrl(body.CallBackURL)],
      [
        'AccountReference',
        body.AccountReference.length > 0 && body.AccountReference.length <= ACCOUNT_REFERENCE_MAX_LENGTH,
      ],
      ['TransactionDesc', body.TransactionDesc.length <= TRANSACTION_DESC_MAX_LENGTH],
    ];
    const invalid = checks.find(([, ok]) => !ok)?.[0];
    if (invalid) {
      return sendInvalidField(reply, invalid);
    }
    try {
      const prompt = state.push({
        phone: body.PhoneNumber,
        amount,
        accountReference: body.AccountReference,
        description: body.TransactionDesc,
        callbackUrl: body.CallBackURL,
      });
      return {
        MerchantRequestID: prompt.merchantRequestId,
        CheckoutRequestID: prompt.checkoutRequestId,
        ResponseCode: '0',
        ResponseDescription: PUSH_ACCEPTED,
        CustomerMessage: PUSH_ACCEPTED,
      };
    } catch (error) {
      if (error instanceof SubscriberLockedError) {
        return sendDarajaError(
          reply,
          500,
          DARAJA_ERROR_CODES.processing,
          'Unable to lock subscriber, a transaction is already in process for the current subscriber',
        );
      }
      throw error;
    }
  });

  app.post(DARAJA_PATHS.stkQuery, async (request, reply) => {
    if (refuseUnlessToken(request, reply)) {
      return reply;
    }
    const parsed = StkQueryRequestSchema.safeParse(request.body);
    if (!parsed.success) {
      return sendInvalidPayload(reply);
    }
    if (refuseUnlessSigned(parsed.data, reply)) {
      return reply;
    }
    const prompt = state.find(parsed.data.CheckoutRequestID);
    if (!prompt) {
      return sendInvalidField(reply, 'CheckoutRequestID');
    }
    if (!prompt.result) {
      return sendDarajaError(reply, 500, DARAJA_ERROR_CODES.processing, 'The transaction is being processed');
    }
    return {
      ResponseCode: '0',
      ResponseDescription: QUERY_ACCEPTED,
      MerchantRequestID: prompt.merchantRequestId,
      CheckoutRequestID: prompt.checkoutRequestId,
      ResultCode: String(prompt.result.code),
      ResultDesc: prompt.result.desc,
    };
  });
}
