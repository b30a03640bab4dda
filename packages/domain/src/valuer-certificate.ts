import { nairobiToday, parseYmd } from './nairobi-time.ts';
import { defineMessages, withParams } from './messages/define.ts';

/** The admin dashboard warns this many days before a practising certificate expires. */
export const CERTIFICATE_WARNING_DAYS = 30;

/**
 * A valuer's practising certificate, as of a Nairobi date:
 * - `missing`: no expiry date recorded (not blocked; the admin is asked to record it);
 * - `valid`: expires more than CERTIFICATE_WARNING_DAYS days after today;
 * - `expiring`: expires today or within CERTIFICATE_WARNING_DAYS days (still valid: warn);
 * - `expired`: the expiry date is before today. An expired valuer cannot be assigned new
 *   requests, accept them, or submit reports.
 */
export type CertificateState = 'missing' | 'valid' | 'expiring' | 'expired';

function dayNumber(ymd: string): number {
  const parts = parseYmd(ymd);
  if (!parts) {
    throw new Error(`Not a date: ${ymd}`);
  }
  return Date.UTC(parts.year, parts.month - 1, parts.day) / 86_400_000;
}

/** Days from `today` until the certificate's last valid day (0: expires today; negative: expired). */
export function certificateDaysLeft(expiresOn: string, today: string): number {
  return dayNumber(expiresOn) - dayNumber(today);
}

export function certificateState(
  expiresOn: string | null | undefined,
  today: string = nairobiToday(),
): CertificateState {
  if (!expiresOn) {
    return 'missing';
  }
  const left = certificateDaysLeft(expiresOn, today);
  if (left < 0) {
    return 'expired';
  }
  return left <= CERTIFICATE_WARNING_DAYS ? 'expiring' : 'valid';
}

export const CERTIFICATE_STATE_LABELS: Record<CertificateState, string> = {
  missing: 'No certificate recorded',
  valid: 'Valid',
  expiring: 'Expiring soon',
  expired: 'Expired',
};

/** How the firm's active valuers' certificates stand today (the admin dashboard). */
export interface CertificateTally {
  /** Active accounts with the agent role. */
  valuers: number;
  valid: number;
  expiring: number;
  expired: number;
  missing: number;
}

export function tallyCertificates(states: readonly CertificateState[]): CertificateTally {
  const tally: CertificateTally = { valuers: states.length, valid: 0, expiring: 0, expired: 0, missing: 0 };
  for (const state of states) {
    tally[state] += 1;
  }
  return tally;
}

/**
 * The all-clear is given only when there is at least one active valuer and every one of them has
 * a recorded certificate valid for more than CERTIFICATE_WARNING_DAYS days: a certificate nobody
 * recorded is never counted as valid.
 */
export function isCertificateAllClear(tally: CertificateTally): boolean {
  return tally.valuers > 0 && tally.valid === tally.valuers;
}

/** One sentence on the firm's certificates, never more reassuring than the records allow. */
export function certificateTallyText(tally: CertificateTally): string {
  if (tally.valuers === 0) {
    return 'There are no active valuers.';
  }
  if (isCertificateAllClear(tally)) {
    return tally.valuers === 1
      ? `The one active valuer has a recorded certificate valid for more than ${CERTIFICATE_WARNING_DAYS} days.`
      : `All ${tally.valuers} active valuers have a recorded certificate valid for more than ${CERTIFICATE_WARNING_DAYS} days.`;
  }
  const parts = [
    tally.missing > 0 ? `${tally.missing} with no certificate recorded` : null,
    tally.expired > 0 ? `${tally.expired} expired` : null,
    tally.expiring > 0 ? `${tally.expiring} expiring within ${CERTIFICATE_WARNING_DAYS} days` : null,
    `${tally.valid} valid for more than ${CERTIFICATE_WARNING_DAYS} days`,
  ].filter((part): part is string => part !== null);
  return `${tally.valuers} active ${tally.valuers === 1 ? 'valuer' : 'valuers'}: ${parts.join(', ')}.`;
}

export const CERTIFICATE_MESSAGES = defineMessages('certificate', {
  /** Refusing to assign (or let a valuer accept) a request. */
  assignExpired: withParams(
    (p: { name: string }) =>
      `${p.name}'s practising certificate has expired. Record the renewed certificate on their profile before assigning new requests.`,
    (name: string) => ({ name }),
  ),
  acceptExpired:
    'Your practising certificate has expired. Ask the office to record your renewed certificate before taking new requests.',
  submitExpired:
    'Your practising certificate has expired, so you cannot sign and submit reports. Ask the office to record your renewed certificate.',
  expiryBeforeYear: 'The expiry date must fall in or after the certificate year.',
});
