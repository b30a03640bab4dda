import { pathOf } from '@thamani/domain/endpoints';
import { FIRM_ENDPOINTS } from '@thamani/domain/firm.endpoints';
import { firmContactLines, type FirmContact, type FirmSettings, type UpdateFirmSettings } from '@thamani/domain/firm';
import type { MailSignature } from '#platform/mail.ts';
import type { Db } from '#db/client.ts';
import type { FirmDefaults } from '#env.ts';
import { insertFirmDefaults, selectFirmRow, type FirmRow } from './firm.queries.ts';

/**
 * The firm as every other area reads it (reports, PDFs, e-mails, /verify): the firm_settings
 * row, filled from the environment's first-start defaults the first time it is needed. Pass the
 * caller's transaction when there is one (an embedded database has one connection).
 */
export interface Firm extends UpdateFirmSettings {
  logo: { storageKey: string; contentType: string } | null;
  updatedAt: Date;
}


export async function readFirmRow(db: Db, defaults: FirmDefaults): Promise<FirmRow> {
  const existing = await selectFirmRow(db);
  if (existing) {
    return existing;
  }
  await insertFirmDefaults(db, defaults);
  const filled = await selectFirmRow(db);
  if (!filled) {
    throw new Error('firm_settings: the row could not be filled from the defaults');
  }
  return filled;
}

export function firmOfRow(row: FirmRow): Firm {
  return {
    name: row.name,
    companyRegistration: row.companyRegistration,
    vrbFirmNumber: row.vrbFirmNumber,
    kraPin: row.kraPin,
    vatRegistration: row.vatRegistration,
    postalAddress: row.postalAddress,
    physicalAddress: row.physicalAddress,
    phone: row.phone,
    email: row.email,
    website: row.website,
    fsvBand: { min: row.fsvBandMin, max: row.fsvBandMax },
    minComparables: row.minComparables,
    signatory: { name: row.signatoryName, title: row.signatoryTitle },
    logo: row.logoStorageKey && row.logoContentType ? { storageKey: row.logoStorageKey, contentType: row.logoContentType } : null,
    updatedAt: row.updatedAt,
  };
}

export async function readFirm(db: Db, defaults: FirmDefaults): Promise<Firm> {
  return firmOfRow(await readFirmRow(db, defaults));
}

/** The logo's address: it names the stored bytes, so a browser or mail client never shows a replaced logo. */
export function firmLogoUrl(firm: Pick<Firm, 'logo'>): string | null {
  return firm.logo ? `${pathOf(FIRM_ENDPOINTS.logo)}?v=${firm.logo.storageKey.slice(0, 16)}` : null;
}

export function toFirmSettings(firm: Firm): FirmSettings {
  const { logo: _logo, updatedAt, ...fields } = firm;
  return { ...fields, logoUrl: firmLogoUrl(firm), updatedAt: updatedAt.toISOString() };
}

export function toFirmContact(firm: Firm): FirmContact {
  return {
    name: firm.name,
    vrbFirmNumber: firm.vrbFirmNumber,
    physicalAddress: firm.physicalAddress,
    postalAddress: firm.postalAddress,
    phone: firm.phone,
    email: firm.email,
    website: firm.website,
    logoUrl: firmLogoUrl(firm),
  };
}

/** The sign-off under every e-mail: the logo, the firm's name, then its address and contacts. */
export function firmMailSignature(firm: Firm, publicUrl: string): MailSignature {
  const logoUrl = firmLogoUrl(firm);
  return { name: firm.name, lines: firmContactLines(firm), logoUrl: logoUrl ? `${publicUrl}${logoUrl}` : null };
}
