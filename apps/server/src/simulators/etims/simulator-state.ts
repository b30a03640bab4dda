import { randomBytes } from 'node:crypto';
import { deviceSecret } from './signing.ts';

/** How the simulated eTIMS behaves: answers, drops the connection, answers late, or refuses every call. */
export const ETIMS_SIMULATOR_MODES = ['ok', 'unreachable', 'slow', 'refuse'] as const;
export type EtimsSimulatorMode = (typeof ETIMS_SIMULATOR_MODES)[number];

/** A device the simulated eTIMS has issued: the seller's PIN, its branch and the device's serial. */
export interface EtimsSimulatorDevice {
  tin: string;
  branchId: string;
  deviceSerial: string;
}

/** A sale the simulator signed, as its test API lists it. */
export interface SimulatedSale {
  tin: string;
  branchId: string;
  invoiceNumber: number;
  receiptType: 'S' | 'R';
  originalInvoiceNumber: number;
  totalAmount: number;
  body: Record<string, unknown>;
  receipt: {
    rcptNo: number;
    totRcptNo: number;
    intrlData: string;
    rcptSign: string;
    vsdcRcptPbctDate: string;
    sdcId: string;
    mrcNo: string;
  };
}

export interface DeviceRecord {
  device: EtimsSimulatorDevice;
  sdcId: string;
  mrcNo: string;
  deviceId: string;
  secret: Buffer;
  cmcKey: string | null;
  receiptNumbers: { S: number; R: number; total: number };
  sales: Map<number, SimulatedSale>;
}

export interface EtimsSimulatorOptions {
  devices: readonly EtimsSimulatorDevice[];
  mode?: EtimsSimulatorMode;
  /** How late a `slow` answer comes, in milliseconds (2,000 unless said). */
  slowMs?: number;
  /** What `refuse` answers (999, eTIMS's unknown error, unless said). */
  refusal?: { resultCd: string; resultMsg: string };
  /** Seeds each device's signing secret; fixed so a demo's signatures are the same run to run. */
  secret?: string;
}

export interface EtimsSimulatorState {
  mode: EtimsSimulatorMode;
  slowMs: number;
  refusal: { resultCd: string; resultMsg: string };
  findDevice(tin: string, branchId: string, deviceSerial?: string): DeviceRecord | undefined;
  issueKey(record: DeviceRecord): string;
  sales(): SimulatedSale[];
  reset(): void;
}

const pad = (n: number, width: number) => String(n).padStart(width, '0');

export function createEtimsSimulatorState(options: EtimsSimulatorOptions): EtimsSimulatorState {
  const secret = options.secret ?? 'thamani-etims-simulator';
  const fresh = () =>
    options.devices.map((device, i): DeviceRecord => ({
      device,
      sdcId: `KRACU01${pad(i + 1, 8)}`,
      mrcNo: `WIS01${pad(i + 1, 6)}`,
      deviceId: `99999${pad(i + 1, 11)}`,
      secret: deviceSecret(secret, device.deviceSerial),
      cmcKey: null,
      receiptNumbers: { S: 0, R: 0, total: 0 },
      sales: new Map(),
    }));
  let records = fresh();
  const state: EtimsSimulatorState = {
    mode: options.mode ?? 'ok',
    slowMs: options.slowMs ?? 2_000,
    refusal: options.refusal ?? {
      resultCd: '999',
      resultMsg: 'There is an unknown error. Please ask the administrator',
    },
    findDevice: (tin, branchId, deviceSerial) =>
      records.find(
        (r) =>
          r.device.tin === tin &&
          r.device.branchId === branchId &&
          (deviceSerial === undefined || r.device.deviceSerial === deviceSerial),
      ),
    issueKey: (record) => {
      record.cmcKey = randomBytes(16).toString('hex');
      return record.cmcKey;
    },
    sales: () => records.flatMap((r) => [...r.sales.values()]),
    reset: () => {
      records = fresh();
      state.mode = options.mode ?? 'ok';
    },
  };
  return state;
}
