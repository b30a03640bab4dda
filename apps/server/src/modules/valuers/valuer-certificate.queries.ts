import { eq } from 'drizzle-orm';
import { AppError } from '@thamani/domain/app-error';
import { certificateState } from '@thamani/domain/valuer-certificate';
import type { Db } from '#db/client.ts';
import { valuerProfiles } from '#db/schema/valuer-profiles.table.ts';

/** The last valid day of a valuer's practising certificate (null: none recorded). */
export async function getCertificateExpiry(db: Db, profileId: string): Promise<string | null> {
  const rows = await db
    .select({ expiresOn: valuerProfiles.certificateExpiresOn })
    .from(valuerProfiles)
    .where(eq(valuerProfiles.profileId, profileId))
    .limit(1);
  return rows[0]?.expiresOn ?? null;
}

/**
 * Refuse new work to a valuer whose practising certificate has expired as of `today` (a Nairobi
 * date). A certificate not yet recorded does not block. 409: the refusal comes from the state of
 * the certificate record, and recording the renewed certificate resolves it.
 */
export async function assertCertificateCurrent(
  db: Db,
  profileId: string,
  today: string,
  message: string,
): Promise<void> {
  if (certificateState(await getCertificateExpiry(db, profileId), today) === 'expired') {
    throw new AppError('CONFLICT', message);
  }
}
