import { eq, sql } from 'drizzle-orm';
import type { UpdateFirmSettings } from '@thamani/domain/firm';
import type { Db } from '#db/client.ts';
import { firmSettings } from '#db/schema/firm-settings.table.ts';

export type FirmRow = typeof firmSettings.$inferSelect;

/** The only row (id 1). */
const THE_FIRM = eq(firmSettings.id, 1);

/** The editable fields as columns. */
export function firmColumns(values: UpdateFirmSettings) {
  return {
    name: values.name,
    companyRegistration: values.companyRegistration,
    vrbFirmNumber: values.vrbFirmNumber,
    kraPin: values.kraPin,
    vatRegistration: values.vatRegistration,
    postalAddress: values.postalAddress,
    physicalAddress: values.physicalAddress,
    phone: values.phone,
    email: values.email,
    website: values.website,
    fsvBandMin: values.fsvBand.min,
    fsvBandMax: values.fsvBand.max,
    minComparables: values.minComparables,
    signatoryName: values.signatory.name,
    signatoryTitle: values.signatory.title,
  };
}

export async function selectFirmRow(db: Db, { forUpdate = false } = {}): Promise<FirmRow | null> {
  const query = db.select().from(firmSettings).where(THE_FIRM).limit(1);
  const rows = forUpdate ? await query.for('update') : await query;
  return rows[0] ?? null;
}

/** Fill the empty table (a new database); a row already there — an admin's edits — stays as it is. */
export async function insertFirmDefaults(db: Db, defaults: UpdateFirmSettings): Promise<void> {
  await db.insert(firmSettings).values({ id: 1, ...firmColumns(defaults) }).onConflictDoNothing({ target: firmSettings.id });
}

export async function updateFirmRow(db: Db, set: Partial<typeof firmSettings.$inferInsert>, updatedBy: string | null): Promise<void> {
  await db.update(firmSettings).set({ ...set, updatedBy, updatedAt: sql`now()` }).where(THE_FIRM);
}
