import { z } from 'zod';

/**
 * Daraja's wire format for the STK push ("Lipa na M-Pesa Online"): paths and bodies as Safaricom
 * documents them, shared by the client and the simulator so both speak the same protocol.
 */
export const DARAJA_PATHS = {
  token: '/oauth/v1/generate',
  stkPush: '/mpesa/stkpush/v1/processrequest',
  stkQuery: '/mpesa/stkpushquery/v1/query',
} as const;

/** Daraja's error codes that the client and the simulator name. */
export const DARAJA_ERROR_CODES = {
  /** A field is wrong: "Bad Request - Invalid <Field>". */
  invalidField: '400.002.02',
  /** The body is not JSON, or not the expected object. */
  invalidPayload: '400.002.05',
  /** OAuth: wrong consumer key or secret. */
  invalidAuthentication: '400.008.01',
  /** OAuth: grant_type is not client_credentials. */
  invalidGrantType: '400.008.02',
  /** A bearer token Daraja did not issue, or one that expired. */
  invalidAccessToken: '404.001.03',
  /** A push or query Daraja could not process: a locked subscriber, a push still pending, wrong credentials. */
  processing: '500.001.1001',
} as const;

export const DarajaTokenResponseSchema = z.object({
  access_token: z.string().min(1),
  // Daraja writes the lifetime in seconds as a string ("3599").
  expires_in: z.union([z.string().regex(/^\d+$/), z.number().int().nonnegative()]).transform(Number),
});

export const DarajaErrorBodySchema = z.object({
  requestId: z.string().optional(),
  errorCode: z.string(),
  errorMessage: z.string(),
});
export type DarajaErrorBody = z.infer<typeof DarajaErrorBodySchema>;

export const StkPushRequestSchema = z.object({
  BusinessShortCode: z.union([z.string(), z.number()]).transform(String),
  Password: z.string(),
  Timestamp: z.string(),
  TransactionType: z.string(),
  Amount: z.union([z.number(), z.string()]),
  PartyA: z.union([z.string(), z.number()]).transform(String),
  PartyB: z.union([z.string(), z.number()]).transform(String),
  PhoneNumber: z.union([z.string(), z.number()]).transform(String),
  CallBackURL: z.string(),
  AccountReference: z.string(),
  TransactionDesc: z.string(),
});
export type StkPushRequest = z.input<typeof StkPushRequestSchema>;

export const StkPushResponseSchema = z.object({
  MerchantRequestID: z.string(),
  CheckoutRequestID: z.string(),
  ResponseCode: z.string(),
  ResponseDescription: z.string(),
  CustomerMessage: z.string(),
});
export type StkPushResponse = z.infer<typeof StkPushResponseSchema>;

export const StkQueryRequestSchema = z.object({
  BusinessShortCode: z.union([z.string(), z.number()]).transform(String),
  Password: z.string(),
  Timestamp: z.string(),
  CheckoutRequestID: z.string(),
});
export type StkQueryRequest = z.input<typeof StkQueryRequestSchema>;

export const StkQueryResponseSchema = z.object({
  ResponseCode: z.string(),
  ResponseDescription: z.string(),
  MerchantRequestID: z.string(),
  CheckoutRequestID: z.string(),
  // Daraja writes the codes of a query as strings ("1032").
  ResultCode: z.union([z.string().regex(/^\d+$/), z.number().int()]).transform(Number),
  ResultDesc: z.string(),
});
export type StkQueryResponse = z.input<typeof StkQueryResponseSchema>;
