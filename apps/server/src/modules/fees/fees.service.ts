import { AppError } from '@thamani/domain/app-error';
import {
  FEE_MESSAGES,
  FEE_SCALES,
  firmQuoteInput,
  KENYA_VAT_RATE_BP,
  quoteFee,
  scaleInForce,
  type FeeQuote,
  type FeeQuoteRequest,
  type FeeScale,
  type FirmFees,
  type FirmFeesView,
  type UpdateFirmFees,
} from '@thamani/domain/fees';
import { nairobiToday } from '@thamani/domain/nairobi-time';
import type { AppContext } from '#context.ts';
import type { Db } from '#db/client.ts';
import { changedFields, writeAudit } from '#platform/audit.ts';
import type { Identity } from '#platform/auth/auth-cache.ts';
import { inTransaction, type TransactionDeps } from '#platform/transaction.ts';
import { selectFirmFees, upsertFirmFees, type StoredFirmFees } from './fees.queries.ts';

export type FeesCtx = Pick<AppContext, 'db' | 'firmId' | 'now'>;
type Ctx = FeesCtx;

export const FEES_ENTITY = 'firm_fees';

/** The scale version in force on the Nairobi day of `now`; null before the first. */
export function scaleInForceOn(now: Date): FeeScale | null {
  return scaleInForce(FEE_SCALES, nairobiToday(now));
}

/** The same, refused when there is none. */
export function scaleOn(now: Date): FeeScale {
  const scale = scaleInForceOn(now);
  if (!scale) {
    throw new AppError('CONFLICT', FEE_MESSAGES.noScaleInForce);
  }
  return scale;
}

function toView(fees: StoredFirmFees, scale: FeeScale): FirmFeesView {
  return {
    vatRegistered: fees.vatRegistered,
    vatRateBp: KENYA_VAT_RATE_BP,
    travelRatePerKm: fees.travelRatePerKm,
    officialSearchFee: fees.officialSearchFee,
    fixedFees: fees.fixedFees,
    paymentTerms: fees.paymentTerms,
    scale: {
      id: scale.id,
      version: scale.version,
      effectiveFrom: scale.effectiveFrom,
      citation: `${scale.citation.rules}, ${scale.citation.act}`,
    },
    updatedAt: fees.updatedAt?.toISOString() ?? null,
  };
}

/** A quote with its working, on today's scale and the firm's settings as they stand. Pass the transaction when there is one. */
export async function quoteForFirm(ctx: Ctx, request: FeeQuoteRequest, db: Db = ctx.db): Promise<FeeQuote> {
  const fees = await selectFirmFees(db, ctx.firmId);
  return quoteFee(firmQuoteInput(scaleOn(ctx.now()), fees, request));
}

export async function getFirmFees(ctx: Ctx): Promise<FirmFeesView> {
  return toView(await selectFirmFees(ctx.db, ctx.firmId), scaleOn(ctx.now()));
}

const editable = ({
  vatRegistered,
  travelRatePerKm,
  officialSearchFee,
  fixedFees,
  paymentTerms,
}: FirmFees): FirmFees => ({
  vatRegistered,
  travelRatePerKm,
  officialSearchFee,
  fixedFees,
  paymentTerms: { individual: paymentTerms.individual, organisation: paymentTerms.organisation },
});

/** Save an admin's fee settings (the permission is the route's), audited with what changed. Quotes use them at once. */
export async function updateFirmFees(
  ctx: Ctx & TransactionDeps,
  identity: Identity,
  body: UpdateFirmFees,
): Promise<FirmFeesView> {
  await inTransaction(ctx, async (tx) => {
    const before = editable(await selectFirmFees(tx, ctx.firmId, { forUpdate: true }));
    const after = editable(body);
    const changes = changedFields(before, after);
    if (Object.keys(changes).length === 0) {
      return;
    }
    await upsertFirmFees(tx, ctx.firmId, after, identity.profileId);
    await writeAudit(tx, {
      actionType: 'firm_fees_updated',
      entityType: FEES_ENTITY,
      entityId: null,
      userId: identity.userId,
      details: { changes },
    });
  });
  return getFirmFees(ctx);
}
