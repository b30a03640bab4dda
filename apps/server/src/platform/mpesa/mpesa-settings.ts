/** M-Pesa through Daraja: the simulator in this repository, Safaricom's sandbox, or production (docs/payments.md). */
export type MpesaEnv = 'simulator' | 'sandbox' | 'production';

export interface MpesaSettings {
  env: MpesaEnv;
  /** Daraja's address; for the simulator, the path it is mounted under on this server. */
  baseUrl: string;
  consumerKey: string;
  consumerSecret: string;
  /** The firm's paybill (BusinessShortCode). */
  shortcode: string;
  passkey: string;
  /** The secret in the callback's URL: a callback without it is refused. */
  callbackSecret: string;
}

export interface MpesaEnvValues {
  MPESA_ENV?: MpesaEnv;
  MPESA_BASE_URL?: string;
  MPESA_CONSUMER_KEY?: string;
  MPESA_CONSUMER_SECRET?: string;
  MPESA_SHORTCODE?: string;
  MPESA_PASSKEY?: string;
  MPESA_CALLBACK_SECRET?: string;
}

const DARAJA_URLS = { sandbox: 'https://sandbox.safaricom.co.ke', production: 'https://api.safaricom.co.ke' } as const;
/** Where the simulators of outside services are mounted on this server outside production. */
export const SIMULATORS_PATH = '/simulators/';
/** Where the Daraja simulator is mounted on this server outside production. */
export const DARAJA_SIMULATOR_PATH = '/simulators/daraja';
/** Daraja's published sandbox passkey and paybill: the simulator accepts them, nothing real does. */
const SANDBOX_PASSKEY = 'bfb279f9aa9bdbcf158e97dd71a467cd2e0c893059b10f78e6b72ada1ed2c919';
const SANDBOX_SHORTCODE = '174379';

/**
 * Outside production the simulator unless said otherwise; in production M-Pesa is off (admins
 * record payments from the bank) until MPESA_ENV names Daraja with every credential given. The
 * simulator is refused in production.
 */
export function parseMpesaSettings(
  e: MpesaEnvValues,
  isProduction: boolean,
): { settings: MpesaSettings | null } | { error: string } {
  if (e.MPESA_ENV === undefined && isProduction) {
    return { settings: null };
  }
  const env = e.MPESA_ENV ?? 'simulator';
  if (env === 'simulator') {
    if (isProduction) {
      return { error: 'MPESA_ENV=simulator is refused when NODE_ENV=production: payments would be simulated' };
    }
    return {
      settings: {
        env,
        baseUrl: DARAJA_SIMULATOR_PATH,
        consumerKey: e.MPESA_CONSUMER_KEY ?? 'simulator-key',
        consumerSecret: e.MPESA_CONSUMER_SECRET ?? 'simulator-secret',
        shortcode: e.MPESA_SHORTCODE ?? SANDBOX_SHORTCODE,
        passkey: e.MPESA_PASSKEY ?? SANDBOX_PASSKEY,
        callbackSecret: e.MPESA_CALLBACK_SECRET ?? 'simulator-callback-secret-not-for-production',
      },
    };
  }
  const missing = (
    [
      'MPESA_CONSUMER_KEY',
      'MPESA_CONSUMER_SECRET',
      'MPESA_SHORTCODE',
      'MPESA_PASSKEY',
      'MPESA_CALLBACK_SECRET',
    ] as const
  ).filter((name) => !e[name]);
  if (missing.length > 0) {
    return { error: `MPESA_ENV=${env} needs ${missing.join(', ')}` };
  }
  if ((e.MPESA_CALLBACK_SECRET ?? '').length < 32) {
    return { error: 'MPESA_CALLBACK_SECRET must be at least 32 characters' };
  }
  return {
    settings: {
      env,
      baseUrl: (e.MPESA_BASE_URL ?? DARAJA_URLS[env]).replace(/\/+$/, ''),
      consumerKey: e.MPESA_CONSUMER_KEY as string,
      consumerSecret: e.MPESA_CONSUMER_SECRET as string,
      shortcode: e.MPESA_SHORTCODE as string,
      passkey: e.MPESA_PASSKEY as string,
      callbackSecret: e.MPESA_CALLBACK_SECRET as string,
    },
  };
}
