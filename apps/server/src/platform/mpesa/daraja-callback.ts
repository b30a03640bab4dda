import { readStkCallbackItems, StkCallbackBodySchema, type StkCallbackPayment } from '@thamani/domain/payments';

/** An STK push's result as Daraja's callback tells it; the payment's details only when it was paid. */
export interface StkCallbackResult extends StkCallbackPayment {
  merchantRequestId: string;
  checkoutRequestId: string;
  resultCode: number;
  resultDesc: string;
}

export type ParsedStkCallback = { ok: true; callback: StkCallbackResult } | { ok: false; problems: string[] };

/** Reads the body Daraja POSTed to the CallBackURL; a body of another shape is refused with what was wrong. */
export function parseStkCallback(body: unknown): ParsedStkCallback {
  const parsed = StkCallbackBodySchema.safeParse(body);
  if (!parsed.success) {
    return {
      ok: false,
      problems: parsed.error.issues.map((issue) => `${issue.path.join('.') || '(body)'}: ${issue.message}`),
    };
  }
  const callback = parsed.data.Body.stkCallback;
  return {
    ok: true,
    callback: {
      merchantRequestId: callback.MerchantRequestID,
      checkoutRequestId: callback.CheckoutRequestID,
      resultCode: callback.ResultCode,
      resultDesc: callback.ResultDesc,
      ...readStkCallbackItems(callback.CallbackMetadata?.Item ?? []),
    },
  };
}
