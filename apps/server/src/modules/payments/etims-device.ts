import { and, eq } from 'drizzle-orm';
import type { OscuDeviceInfo } from '@thamani/domain/invoicing';
import type { Db } from '#db/client.ts';
import { etimsDevices } from '#db/schema/etims-devices.table.ts';
import { createEtimsClient, type EtimsClient } from '#platform/etims/etims-client.ts';
import type { EtimsSettings } from '#platform/etims/etims-settings.ts';
import { invoiceEtimsSignatures } from './etims-state.ts';

const deviceOf = (settings: EtimsSettings) =>
  and(
    eq(etimsDevices.tin, settings.tin),
    eq(etimsDevices.branchId, settings.branchId),
    eq(etimsDevices.deviceSerial, settings.deviceSerial),
  );

/**
 * The eTIMS client invoices are sent through, its signatures kept in invoice_etims. Live eTIMS
 * gives a device its key once: ETIMS_CMC_KEY, else the key kept at the first initialisation.
 * The simulator forgets its devices on a restart, so its key is never kept.
 */
export async function createInvoiceEtimsClient(
  db: Db,
  firmId: string,
  settings: EtimsSettings,
  fetchFn?: typeof fetch,
): Promise<EtimsClient> {
  let cmcKey = settings.cmcKey;
  if (!cmcKey && settings.mode === 'live') {
    const [kept] = await db
      .select({ cmcKey: etimsDevices.cmcKey })
      .from(etimsDevices)
      .where(deviceOf(settings))
      .limit(1);
    cmcKey = kept?.cmcKey ?? null;
  }
  return createEtimsClient({
    baseUrl: settings.baseUrl,
    tin: settings.tin,
    branchId: settings.branchId,
    deviceSerial: settings.deviceSerial,
    timeoutMs: settings.timeoutMs,
    signatures: invoiceEtimsSignatures(db, firmId),
    ...(cmcKey ? { cmcKey } : {}),
    ...(fetchFn ? { fetch: fetchFn } : {}),
  });
}

/** Keeps the key live eTIMS gave at the device's initialisation, for the next start. */
export async function keepEtimsDevice(db: Db, settings: EtimsSettings, device: OscuDeviceInfo): Promise<void> {
  if (settings.mode !== 'live') {
    return;
  }
  const values = {
    cmcKey: device.cmcKey,
    controlUnitSerial: device.sdcId,
    mrcNo: device.mrcNo,
    initialisedAt: new Date(),
  };
  await db
    .insert(etimsDevices)
    .values({ tin: settings.tin, branchId: settings.branchId, deviceSerial: settings.deviceSerial, ...values })
    .onConflictDoUpdate({ target: [etimsDevices.tin, etimsDevices.branchId, etimsDevices.deviceSerial], set: values });
}
