import { createHash } from 'node:crypto';
import {
  fromOscuInitInfo,
  fromOscuReceipt,
  OSCU_RESULT,
  toOscuSaleBody,
  type EtimsSale,
  type OscuDeviceInfo,
} from '@thamani/domain/invoicing';
import type { EtimsInitResult, EtimsRefused, EtimsSendResult } from './etims-results.ts';
import { callOscu } from './oscu-call.ts';
import { createMemorySignatureStore, type EtimsSignatureStore } from './signature-store.ts';

export interface EtimsClientOptions {
  /** ETIMS_URL: the OSCU API's base, e.g. https://etims-api-sbx.kra.go.ke/etims-api. */
  baseUrl: string;
  /** The firm's KRA PIN (eTIMS's tin). */
  tin: string;
  /** eTIMS's bhfId: 00 for the head office. */
  branchId: string;
  /** The serial number KRA approved for this device (dvcSrlNo). */
  deviceSerial: string;
  /** The communication key of a device initialised before: eTIMS gives it only once. */
  cmcKey?: string;
  signatures?: EtimsSignatureStore;
  fetch?: typeof fetch;
  /** How long a call may take before it counts as unreachable (15 s unless said: signing takes seconds). */
  timeoutMs?: number;
}

export interface EtimsClient {
  /** Asks eTIMS for the device's communication key (selectInitOsdcInfo). */
  initialise(): Promise<EtimsInitResult>;
  /** Sends a sale or credit note to be signed (saveTrnsSalesOsdc). */
  sendSale(sale: EtimsSale): Promise<EtimsSendResult>;
  readonly initialised: boolean;
}

const refused = (resultCd: string, resultMsg: string, duplicate = false): EtimsRefused => ({
  kind: 'refused',
  resultCd,
  resultMsg,
  duplicate,
});

/** The same sale sent again has the same body, so the same fingerprint. */
function fingerprintOf(body: unknown): string {
  return createHash('sha256').update(JSON.stringify(body)).digest('hex');
}

export function createEtimsClient(options: EtimsClientOptions): EtimsClient {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const fetchFn = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 15_000;
  const signatures = options.signatures ?? createMemorySignatureStore();
  let cmcKey = options.cmcKey ?? null;
  let device: OscuDeviceInfo | null = null;

  const call = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    callOscu(fetchFn, `${baseUrl}/${path}`, { headers, body, timeoutMs });

  async function initialise(): Promise<EtimsInitResult> {
    const result = await call('selectInitOsdcInfo', {
      tin: options.tin,
      bhfId: options.branchId,
      dvcSrlNo: options.deviceSerial,
    });
    if (result.kind === 'unreachable') {
      return result;
    }
    if (result.resultCd === OSCU_RESULT.deviceInstalled && cmcKey) {
      return { kind: 'initialised', device };
    }
    if (result.resultCd !== OSCU_RESULT.success) {
      return refused(result.resultCd, result.resultMsg);
    }
    try {
      device = fromOscuInitInfo(result.json);
    } catch (error) {
      return refused(result.resultCd, (error as Error).message);
    }
    cmcKey = device.cmcKey;
    return { kind: 'initialised', device };
  }

  async function sendSale(sale: EtimsSale): Promise<EtimsSendResult> {
    if (!cmcKey) {
      return { kind: 'not-initialised' };
    }
    const body = toOscuSaleBody(sale);
    const fingerprint = fingerprintOf(body);
    const result = await call('saveTrnsSalesOsdc', body, { tin: options.tin, bhfId: options.branchId, cmcKey });
    if (result.kind === 'unreachable') {
      return result;
    }
    if (result.resultCd === OSCU_RESULT.noHeader) {
      return { kind: 'not-initialised' };
    }
    if (result.resultCd === OSCU_RESULT.duplicate) {
      const kept = await signatures.get(sale.invoiceNumber);
      return kept?.fingerprint === fingerprint
        ? { kind: 'signed', signature: kept.signature, replayed: true }
        : refused(result.resultCd, result.resultMsg, true);
    }
    if (result.resultCd !== OSCU_RESULT.success) {
      return refused(result.resultCd, result.resultMsg);
    }
    try {
      const signature = fromOscuReceipt(result.json, device ?? undefined);
      await signatures.put(sale.invoiceNumber, { fingerprint, signature });
      return { kind: 'signed', signature, replayed: false };
    } catch (error) {
      // Signed but unreadable: sending it again would only meet 994, so it is not retried.
      return refused(result.resultCd, (error as Error).message);
    }
  }

  return {
    initialise,
    sendSale,
    get initialised() {
      return cmcKey !== null;
    },
  };
}
