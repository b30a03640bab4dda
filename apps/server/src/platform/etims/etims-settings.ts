import { ETIMS_BRANCH_ID_PATTERN, type ETIMS_PORTALS } from '@thamani/domain/invoicing';
import { KRA_PIN_PATTERN } from '@thamani/domain/firm';

/** eTIMS through the simulator mounted on this server, or KRA's OSCU API (docs/invoicing.md). */
export type EtimsMode = 'simulator' | 'live';

export interface EtimsSettings {
  mode: EtimsMode;
  /** The OSCU API's base; for the simulator, the path it is mounted under on this server. */
  baseUrl: string;
  /** The firm's KRA PIN: the seller on every invoice sent. */
  tin: string;
  branchId: string;
  deviceSerial: string;
  /** The key of a device initialised before; null: initialise on first use. */
  cmcKey: string | null;
  timeoutMs: number;
}

export interface EtimsEnvValues {
  ETIMS_MODE?: EtimsMode;
  ETIMS_URL?: string;
  ETIMS_TIN?: string;
  ETIMS_BRANCH_ID?: string;
  ETIMS_DEVICE_SERIAL?: string;
  ETIMS_CMC_KEY?: string;
  ETIMS_TIMEOUT_MS: number;
}

/** Where the simulator is mounted on this server outside production. */
export const ETIMS_SIMULATOR_PATH = '/simulators/etims';
/** A PIN of the right shape that belongs to no one: the simulator's seller. */
const DEMO_TIN = 'P051234567Q';
const DEMO_DEVICE_SERIAL = 'THAMANI-DEMO-01';

/**
 * Outside production the simulator unless said otherwise; in production eTIMS is off (invoices
 * carry no control unit signature) until ETIMS_MODE=live names the API, the PIN and the device.
 * The simulator is refused in production.
 */
export function parseEtimsSettings(
  e: EtimsEnvValues,
  isProduction: boolean,
): { settings: EtimsSettings | null } | { error: string } {
  if (e.ETIMS_MODE === undefined && isProduction) {
    return { settings: null };
  }
  const mode = e.ETIMS_MODE ?? 'simulator';
  const branchId = e.ETIMS_BRANCH_ID ?? '00';
  if (!ETIMS_BRANCH_ID_PATTERN.test(branchId)) {
    return { error: 'ETIMS_BRANCH_ID is two digits, 00 for the head office' };
  }
  if (e.ETIMS_TIN !== undefined && !KRA_PIN_PATTERN.test(e.ETIMS_TIN)) {
    return { error: 'ETIMS_TIN is a KRA PIN: a letter, 9 digits and a letter' };
  }
  if (mode === 'simulator') {
    if (isProduction) {
      return { error: 'ETIMS_MODE=simulator is refused when NODE_ENV=production: invoices would not reach KRA' };
    }
    return {
      settings: {
        mode,
        baseUrl: ETIMS_SIMULATOR_PATH,
        tin: e.ETIMS_TIN ?? DEMO_TIN,
        branchId,
        deviceSerial: e.ETIMS_DEVICE_SERIAL ?? DEMO_DEVICE_SERIAL,
        // The simulator forgets its devices on a restart: it always initialises afresh.
        cmcKey: null,
        timeoutMs: e.ETIMS_TIMEOUT_MS,
      },
    };
  }
  const missing = (['ETIMS_URL', 'ETIMS_TIN', 'ETIMS_DEVICE_SERIAL'] as const).filter((name) => !e[name]);
  if (missing.length > 0) {
    return { error: `ETIMS_MODE=live needs ${missing.join(', ')}` };
  }
  return {
    settings: {
      mode,
      baseUrl: (e.ETIMS_URL as string).replace(/\/+$/, ''),
      tin: e.ETIMS_TIN as string,
      branchId,
      deviceSerial: e.ETIMS_DEVICE_SERIAL as string,
      cmcKey: e.ETIMS_CMC_KEY || null,
      timeoutMs: e.ETIMS_TIMEOUT_MS,
    },
  };
}

/** Where an invoice's QR code sends a reader: KRA's sandbox or live portal, or the simulator's receipt check. */
export function etimsPortalOf(settings: EtimsSettings, publicUrl: string): keyof typeof ETIMS_PORTALS | URL {
  if (settings.mode === 'simulator') {
    return new URL(`${publicUrl}${ETIMS_SIMULATOR_PATH}`);
  }
  return /sbx|sandbox/i.test(settings.baseUrl) ? 'sandbox' : 'production';
}
