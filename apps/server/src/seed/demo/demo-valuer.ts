import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import type { AppContext } from '#context.ts';
import { user } from '#db/schema/auth.table.ts';
import { profiles } from '#db/schema/profiles.table.ts';
import { valuerProfiles } from '#db/schema/valuer-profiles.table.ts';
import type { Identity } from '#platform/auth/auth-cache.ts';
import { loadSharp } from '#platform/lazy-modules.ts';
import { DEMO_VALUER_EMAIL } from '#platform/seed.ts';
import { saveSignature, updateValuerProfile } from '../../modules/valuers/index.ts';

type Ctx = Pick<AppContext, 'db' | 'firmId' | 'bus' | 'sendMail' | 'log' | 'storage'>;

export const DEMO_VRB_NUMBER = 'VRB/A/1234';

/** A hand-drawn-looking signature: strokes only, so no font is needed to draw it. */
const SIGNATURE_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="200" viewBox="0 0 600 200">
  <g fill="none" stroke="#1a2a6c" stroke-width="5" stroke-linecap="round" stroke-linejoin="round">
    <path d="M40 120 C40 60 110 50 115 100 C120 150 50 160 45 120 Z"/>
    <path d="M140 70 C150 110 155 140 165 150 C175 120 190 90 205 80"/>
    <path d="M215 130 C230 90 260 90 250 130 C245 150 270 150 285 120"/>
    <path d="M300 60 L300 145 M300 145 C320 150 335 140 345 120"/>
    <path d="M350 125 C365 95 395 100 380 130 C370 150 400 145 415 115"/>
    <path d="M420 115 C440 110 445 135 470 120 C490 110 505 95 560 100"/>
    <path d="M60 170 C200 160 380 165 560 150" stroke-width="3"/>
  </g>
</svg>`;

/**
 * The demo valuer signs reports: a VRB number and a signature image, added once (a later start,
 * or a valuer who changed them, is left alone). Runs after the demo accounts exist.
 */
export async function seedDemoValuer(ctx: Ctx): Promise<void> {
  const email = DEMO_VALUER_EMAIL;
  const [valuer] = await ctx.db
    .select({
      profileId: profiles.id,
      userId: user.id,
      vrbNumber: valuerProfiles.vrbNumber,
      signatureDocumentId: valuerProfiles.signatureDocumentId,
    })
    .from(user)
    .innerJoin(profiles, eq(profiles.userId, user.id))
    .leftJoin(valuerProfiles, eq(valuerProfiles.profileId, profiles.id))
    .where(eq(user.email, email))
    .limit(1);
  if (!valuer) {
    return;
  }
  const identity: Identity = {
    userId: valuer.userId,
    sessionId: 'demo-seed',
    email,
    role: 'agent',
    profileId: valuer.profileId,
    firmId: ctx.firmId,
  };
  if (!valuer.vrbNumber) {
    await updateValuerProfile(ctx, identity, { vrbNumber: DEMO_VRB_NUMBER });
  }
  if (!valuer.signatureDocumentId) {
    const sharp = await loadSharp();
    const png = await sharp(Buffer.from(SIGNATURE_SVG)).png().toBuffer();
    await saveSignature(ctx, identity, Readable.from([png]));
  }
}
