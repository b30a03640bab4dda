import { eq } from 'drizzle-orm';
import { DEFAULT_FIRM_FEES, type FirmFees } from '@thamani/domain/fees';
import type { Db } from '#db/client.ts';
import { firmFees } from '#db/schema/firm-fees.table.ts';

export interface StoredFirmFees extends FirmFees {
  /** Null while the firm has saved nothing (the defaults apply). */
  updatedAt: Date | null;
}

/** The firm's fee settings; the defaults when it has saved none. */
export async function selectFirmFees(db: Db, firmId: string, { forUpdate = false } = {}): Promise<StoredFirmFees> {
  const query = db.select().from(firmFees).where(eq(firmFees.firmId, firmId)).limit(1);
  const row = (forUpdate ? await query.for('update') : await query)[0];
  if (!row) {
    return { ...DEFAULT_FIRM_FEES, updatedAt: null };
  }
  return {
    vatRegistered: row.vatRegistered,
    travelRatePerKm: row.travelRatePerKm,
    officialSearchFee: row.officialSearchFee,
    paymentTerms: { individual: row.individualTerms, organisation: row.organisationTerms },
    // jsonb keeps its own key order: rebuild each in the domain's, so a saved value compares equal to the same value sent again.
    fixedFees: row.fixedFees.map(({ purpose, amount, reason }) => ({ purpose, amount, reason })),
    updatedAt: row.updatedAt,
  };
}

export async function upsertFirmFees(db: Db, firmId: string, fees: FirmFees, profileId: string | null): Promise<void> {
  const { paymentTerms, ...rest } = fees;
  const values = {
    ...rest,
    individualTerms: paymentTerms.individual,
    organisationTerms: paymentTerms.organisation,
    updatedBy: profileId,
    updatedAt: new Date(),
  };
  await db
    .insert(firmFees)
    .values({ firmId, ...values })
    .onConflictDoUpdate({ target: firmFees.firmId, set: values });
}
