import { INVOICING_MESSAGES as M, type EtimsSale } from '@thamani/domain/invoicing';
import type { AppContext } from '#context.ts';
import type { EtimsClient } from '#platform/etims/etims-client.ts';
import type { EtimsSettings } from '#platform/etims/etims-settings.ts';
import { keepEtimsDevice } from './etims-device.ts';

/** Thrown to have pg-boss try again later, with back-off. */
export class EtimsNotYet extends Error {}

/** Counts an attempt that did not sign the document, with what the firm reads; `failed` ends its passage. */
export type RecordEtimsAttempt = (outcome: { message: string; failed?: boolean }) => Promise<void>;

/**
 * Sends one document — an invoice's sale or a credit note — to eTIMS. A document the domain
 * refuses to build fails with the reason. Signed: the signature store has marked it. Unreachable,
 * or the device not yet initialised: counted and thrown, so pg-boss tries again later. Refused:
 * failed with eTIMS's reason, never resent.
 */
export async function transmitToEtims(
  ctx: Pick<AppContext, 'db' | 'log'>,
  etims: EtimsClient,
  settings: EtimsSettings,
  document: { build: () => EtimsSale; record: RecordEtimsAttempt; etimsNumber: number; log: Record<string, unknown> },
): Promise<void> {
  const { record } = document;
  let sale;
  try {
    sale = document.build();
  } catch (error) {
    await record({ message: M.etimsRefused((error as Error).message), failed: true });
    return;
  }
  if (!etims.initialised) {
    const init = await etims.initialise();
    if (init.kind !== 'initialised') {
      const unreachable = init.kind === 'unreachable';
      await record({ message: unreachable ? M.etimsUnreachable : M.etimsNotInitialised });
      throw new EtimsNotYet(
        unreachable
          ? `eTIMS unreachable (${init.reason}: ${init.detail})`
          : `eTIMS refused initialisation: ${init.resultCd} ${init.resultMsg}`,
      );
    }
    if (init.device) {
      await keepEtimsDevice(ctx.db, settings, init.device);
    }
  }
  const result = await etims.sendSale(sale);
  switch (result.kind) {
    case 'signed':
      return;
    case 'unreachable':
      await record({ message: M.etimsUnreachable });
      throw new EtimsNotYet(`eTIMS unreachable (${result.reason}: ${result.detail})`);
    case 'not-initialised':
      await record({ message: M.etimsNotInitialised });
      throw new EtimsNotYet('eTIMS: the device is not initialised');
    case 'refused':
      ctx.log.warn(
        { ...document.log, resultCd: result.resultCd, resultMsg: result.resultMsg },
        'eTIMS refused a document',
      );
      await record({
        message: result.duplicate ? M.etimsAlreadyHeld(document.etimsNumber) : M.etimsRefused(result.resultMsg),
        failed: true,
      });
  }
}
