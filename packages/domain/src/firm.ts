import { z } from 'zod';
import { FIELD_MESSAGES, VALIDATION_MESSAGES } from './messages.ts';
import { formatKenyanPhone, normalizeKenyanPhone } from './phone.ts';
import type { Refusal } from './policies.ts';
import { can, type Role } from './access/index.ts';
import { defineMessages, withParams } from './messages/define.ts';

/**
 * The firm itself, edited by admins (/admin/firm): printed on every report's cover and footer,
 * signed under every e-mail and shown on /verify. The environment's FIRM_* values only fill it
 * on the first start. A change applies to the next PDF; an issued PDF keeps its bytes.
 */

export const FIRM_MESSAGES = defineMessages('firm', {
  name: 'Enter the firm’s registered name.',
  physicalAddress: 'Enter the firm’s physical address (building, street, town).',
  tooLong: withParams(
    (p: { max: number }) => `Use at most ${p.max} characters.`,
    (max: number) => ({ max }),
  ),
  kraPin: 'A KRA PIN is a letter, 9 digits and a letter, e.g. P051234567Q.',
  website: 'Enter the website’s full address, starting with https:// or http://.',
  fsvBandMin: 'The lowest share must be more than 0 and less than the highest.',
  fsvBandMax: 'The highest share must be more than the lowest and at most 1.',
  minComparables: 'Enter a whole number of comparable sales from 0 to 20.',
  saved: 'Firm details saved. The next report issued will show them.',
  logoSaved: 'Logo uploaded. The next report issued will show it.',
  logoRemoved: 'Logo removed.',
  logoType: 'The logo must be a PNG or SVG image.',
  logoUnsafe: 'This SVG contains scripts, event handlers, embedded HTML or links to other files. Export it again as a plain SVG, or upload a PNG.',
  logoUnreadable: 'We could not read this image. Upload a PNG or SVG logo.',
  logoTooLarge: 'The logo is too large: the most is 1 MB.',
  logoTooManyPixels: 'The logo is too large: use at most 4000 × 4000 pixels.',
  noLogo: 'The firm has no logo.',
  adminOnly: 'Only an admin can change the firm’s details.',
});

/** A KRA PIN: a letter, nine digits, a letter (e.g. P051234567Q). */
export const KRA_PIN_PATTERN = /^[A-Z]\d{9}[A-Z]$/;
/** Comparable sales a comparison-method valuation needs at least, unless the firm sets another number. */
export const DEFAULT_MIN_COMPARABLES = 3;
export const MAX_MIN_COMPARABLES = 20;
export const FIRM_LOGO_MAX_BYTES = 1024 * 1024;
export const FIRM_LOGO_MAX_PX = 4000;
export const FIRM_LOGO_TYPES = ['image/png', 'image/svg+xml'] as const;

/** An optional line of text: blank is "not given" (null). */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: () => FIRM_MESSAGES.tooLong(max) })
    .nullish()
    .transform((value) => (value ? value : null));

const requiredText = (max: number, message: string) => z.string({ error: message }).trim().min(1, message).max(max, { error: () => FIRM_MESSAGES.tooLong(max) });

const optionalPattern = (max: number, message: string, isValid: (value: string) => boolean, normalise: (value: string) => string = (v) => v) =>
  optionalText(max).transform((value, ctx) => {
    if (value === null) {
      return null;
    }
    const normalised = normalise(value);
    if (!isValid(normalised)) {
      ctx.issues.push({ code: 'custom', message, input: value });
      return z.NEVER;
    }
    return normalised;
  });

/** http(s)://, a host name with a dot, then any path; no spaces, no other schemes. */
const WEBSITE = /^https?:\/\/[a-z0-9-]+(\.[a-z0-9-]+)+(:\d{1,5})?([/?#]\S*)?$/i;
const isWebsite = (value: string): boolean => WEBSITE.test(value);

const share = z.number({ error: FIRM_MESSAGES.fsvBandMin }).gt(0, FIRM_MESSAGES.fsvBandMin).max(1, FIRM_MESSAGES.fsvBandMax);

/** What an admin saves (PUT /api/admin/firm). Blank optional fields clear them. */
export const UpdateFirmSettingsSchema = z
  .object({
    name: requiredText(120, FIRM_MESSAGES.name),
    companyRegistration: optionalText(40),
    vrbFirmNumber: optionalText(30),
    kraPin: optionalPattern(11, FIRM_MESSAGES.kraPin, (v) => KRA_PIN_PATTERN.test(v), (v) => v.toUpperCase()),
    vatRegistration: optionalText(40),
    postalAddress: optionalText(200),
    physicalAddress: requiredText(300, FIRM_MESSAGES.physicalAddress),
    phone: optionalPattern(30, FIELD_MESSAGES.phone, (v) => v.startsWith('+254'), (v) => normalizeKenyanPhone(v) ?? v),
    email: optionalPattern(200, VALIDATION_MESSAGES.email, (v) => z.email().safeParse(v).success, (v) => v.toLowerCase()),
    website: optionalPattern(200, FIRM_MESSAGES.website, isWebsite),
    fsvBand: z.object({ min: share, max: share }),
    minComparables: z
      .number({ error: FIRM_MESSAGES.minComparables })
      .int(FIRM_MESSAGES.minComparables)
      .min(0, FIRM_MESSAGES.minComparables)
      .max(MAX_MIN_COMPARABLES, FIRM_MESSAGES.minComparables),
    signatory: z.object({ name: optionalText(120), title: optionalText(120) }),
  })
  .superRefine((value, ctx) => {
    if (value.fsvBand.min >= value.fsvBand.max) {
      ctx.addIssue({ code: 'custom', path: ['fsvBand', 'min'], message: FIRM_MESSAGES.fsvBandMin });
    }
  });
export type UpdateFirmSettingsInput = z.input<typeof UpdateFirmSettingsSchema>;
export type UpdateFirmSettings = z.output<typeof UpdateFirmSettingsSchema>;

/** The firm as the admin area shows it (GET/PUT /api/admin/firm). */
export const FirmSettingsSchema = z.object({
  name: z.string(),
  companyRegistration: z.string().nullable(),
  vrbFirmNumber: z.string().nullable(),
  kraPin: z.string().nullable(),
  vatRegistration: z.string().nullable(),
  postalAddress: z.string().nullable(),
  physicalAddress: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  website: z.string().nullable(),
  fsvBand: z.object({ min: z.number(), max: z.number() }),
  minComparables: z.number().int(),
  signatory: z.object({ name: z.string().nullable(), title: z.string().nullable() }),
  /** GET this for the logo (public); null when there is none. Changes with the logo. */
  logoUrl: z.string().nullable(),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type FirmSettings = z.infer<typeof FirmSettingsSchema>;

/** What anyone may see of the firm (on /verify and under e-mails): who it is and how to reach it. */
export const FirmContactSchema = z.object({
  name: z.string(),
  vrbFirmNumber: z.string().nullable(),
  physicalAddress: z.string(),
  postalAddress: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  website: z.string().nullable(),
  logoUrl: z.string().nullable(),
});
export type FirmContact = z.infer<typeof FirmContactSchema>;

/** The fields an admin edits, in the order the form and the audit list them. */
export const FIRM_FIELD_LABELS = {
  name: 'Firm name',
  companyRegistration: 'Company registration number',
  vrbFirmNumber: 'VRB firm registration number',
  kraPin: 'KRA PIN',
  vatRegistration: 'VAT registration number',
  postalAddress: 'Postal address',
  physicalAddress: 'Physical address',
  phone: 'Phone',
  email: 'E-mail',
  website: 'Website',
  fsvBand: 'Usual forced sale value band',
  minComparables: 'Fewest comparable sales for the comparison method',
  signatory: 'Signs for the firm',
} as const satisfies Record<keyof UpdateFirmSettings, string>;

/** The contact lines printed under the firm's name (PDF cover, e-mails, /verify), in reading order. */
export function firmContactLines(firm: Omit<FirmContact, 'logoUrl' | 'name' | 'vrbFirmNumber'>): string[] {
  const phone = firm.phone ? `Tel. ${formatKenyanPhone(firm.phone)}` : null;
  return [firm.physicalAddress, firm.postalAddress, phone, firm.email, firm.website].filter((line): line is string => line !== null && line !== '');
}

/** Only admins see and change the firm's details (the web offers the page to admins only). */
export function editFirmRefusal(actor: { role: Role }): Refusal | null {
  return can(actor, 'firm:manage') ? null : { code: 'FORBIDDEN', message: FIRM_MESSAGES.adminOnly };
}
export const canEditFirm = (actor: { role: Role }): boolean => editFirmRefusal(actor) === null;
