import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  buildEtimsSale,
  DISBURSEMENTS_ITEM,
  etimsReceiptLink,
  toOscuSaleBody,
  VALUATION_FEE_ITEM,
  type EtimsSale,
  type EtimsSaleInput,
} from '@thamani/domain/invoicing';
import { startEtimsSimulator, type RunningEtimsSimulator } from '#simulators/etims/start-etims-simulator.ts';
import { createEtimsClient, type EtimsClient } from './etims-client.ts';
import type { EtimsInitResult } from './etims-results.ts';

const device = { tin: 'P051234567Q', branchId: '00', deviceSerial: 'THAMANI-TEST-01' };
let simulator: RunningEtimsSimulator;
let client: EtimsClient;
let initialised: EtimsInitResult;
/** The key eTIMS gave the device: the one an operator would copy into ETIMS_CMC_KEY. */
let issuedKey = '';

const saleInput = (invoiceNumber: number, more: Partial<EtimsSaleInput> = {}): EtimsSaleInput => ({
  seller: { pin: device.tin, branchId: device.branchId },
  invoiceNumber,
  traderInvoiceNumber: `INV-2025-${String(invoiceNumber).padStart(4, '0')}`,
  buyer: { pin: 'A123456789Z', name: 'Wanjiku Kamau' },
  paymentType: 'mobileMoney',
  issuedAt: new Date('2025-03-07T11:30:05Z'),
  issuedBy: { id: 'valuer-1', name: 'Otieno Odhiambo' },
  vat: { registered: true, rateBp: 1600 },
  lines: [
    { item: VALUATION_FEE_ITEM, unitPrice: 31_250 },
    { item: DISBURSEMENTS_ITEM, unitPrice: 4_003 },
  ],
  ...more,
});
const sale = (invoiceNumber: number, more: Partial<EtimsSaleInput> = {}) =>
  buildEtimsSale(saleInput(invoiceNumber, more));
const signedOf = (invoiceNumber: number) => simulator.sales().find((s) => s.invoiceNumber === invoiceNumber);

beforeAll(async () => {
  simulator = await startEtimsSimulator({ devices: [device], slowMs: 400 });
  client = createEtimsClient({ baseUrl: simulator.url, ...device, timeoutMs: 5_000 });
  expect(client.initialised).toBe(false);
  initialised = await client.initialise();
  issuedKey = initialised.kind === 'initialised' ? (initialised.device?.cmcKey ?? '') : '';
});
afterEach(() => simulator.setMode('ok'));
afterAll(async () => simulator.close());

describe('the eTIMS client against the simulator', () => {
  it('initialises the device and keeps its communication key', async () => {
    expect(initialised).toMatchObject({
      kind: 'initialised',
      device: { sdcId: 'KRACU0100000001', mrcNo: 'WIS01000001' },
    });
    expect(issuedKey).toMatch(/^[0-9a-f]{32}$/);
    expect(client.initialised).toBe(true);
  });

  it('sends a sale and gets it signed; the simulator holds the exact body; the QR link checks out', async () => {
    const first = sale(1);
    const result = await client.sendSale(first);
    expect(result).toMatchObject({
      kind: 'signed',
      replayed: false,
      signature: {
        receiptNumber: 1,
        totalReceiptNumber: 1,
        controlUnitSerial: 'KRACU0100000001',
        mrcNo: 'WIS01000001',
      },
    });
    if (result.kind !== 'signed') {
      return;
    }
    expect(result.signature.signature).toMatch(/^[A-Z2-7]{16}$/);
    expect(result.signature.internalData).toMatch(/^[A-Z2-7]{26}$/);
    expect(Math.abs(result.signature.signedAt.getTime() - Date.now())).toBeLessThan(60_000);
    expect(signedOf(1)?.body).toEqual(JSON.parse(JSON.stringify(toOscuSaleBody(first))));

    const link = etimsReceiptLink(
      { sellerPin: device.tin, branchId: device.branchId, signature: result.signature.signature },
      new URL(simulator.url),
    );
    const checked = (await (await fetch(link)).json()) as Record<string, unknown>;
    expect(checked).toMatchObject({
      found: true,
      invoiceNumber: 1,
      totalAmount: 40_893,
      rcptSign: result.signature.signature,
    });
  });

  it('signs a credit note that refers to the sale: its own receipt series, the running total goes on', async () => {
    const result = await client.sendSale(sale(2, { creditNoteFor: { invoiceNumber: 1 } }));
    expect(result).toMatchObject({ kind: 'signed', signature: { receiptNumber: 1, totalReceiptNumber: 2 } });
    expect(signedOf(2)).toMatchObject({ receiptType: 'R', originalInvoiceNumber: 1 });
  });

  it('the same sale sent twice: eTIMS answers 994 and the client gives back the signature it kept', async () => {
    const first = await client.sendSale(sale(3));
    const again = await client.sendSale(sale(3));
    expect(first.kind).toBe('signed');
    expect(again).toEqual({ ...first, replayed: true });
    expect(simulator.sales().filter((s) => s.invoiceNumber === 3)).toHaveLength(1);
  });

  it('a different sale under a number eTIMS already holds is refused as a duplicate', async () => {
    const other = sale(3, { lines: [{ item: VALUATION_FEE_ITEM, unitPrice: 25_000 }] });
    expect(await client.sendSale(other)).toEqual({
      kind: 'refused',
      resultCd: '994',
      resultMsg: 'There is an overlapped Data',
      duplicate: true,
    });
  });

  it('refuses a sale whose figures do not add up, and a credit note for an invoice it never signed', async () => {
    const good = sale(4);
    const tampered: EtimsSale = { ...good, totals: { ...good.totals, amount: good.totals.amount + 1 } };
    const bad = await client.sendSale(tampered);
    expect(bad).toMatchObject({ kind: 'refused', resultCd: '910', duplicate: false });
    expect(bad.kind === 'refused' && bad.resultMsg).toMatch(
      /^Request parameter error \(totTaxblAmt, totTaxAmt and totAmt/,
    );
    const orphan = await client.sendSale(sale(5, { creditNoteFor: { invoiceNumber: 999 } }));
    expect(orphan).toMatchObject({ kind: 'refused', resultCd: '910' });
    expect(signedOf(4)).toBeUndefined();
  });

  it('an eTIMS that drops the connection is unreachable; the sale is signed once it answers again', async () => {
    simulator.setMode('unreachable');
    expect(await client.sendSale(sale(6))).toMatchObject({ kind: 'unreachable', reason: 'network' });
    expect(signedOf(6)).toBeUndefined();
    simulator.setMode('ok');
    expect(await client.sendSale(sale(6))).toMatchObject({ kind: 'signed', replayed: false });
  });

  it('an answer later than the timeout is unreachable; eTIMS may have signed it, so the retry meets a duplicate', async () => {
    const impatient = createEtimsClient({ baseUrl: simulator.url, ...device, cmcKey: issuedKey, timeoutMs: 100 });
    simulator.setMode('slow', { slowMs: 400 });
    expect(await impatient.sendSale(sale(7))).toMatchObject({ kind: 'unreachable', reason: 'timeout' });
    await vi.waitFor(() => expect(signedOf(7)).toBeDefined());
    simulator.setMode('ok');
    expect(await impatient.sendSale(sale(7))).toMatchObject({ kind: 'refused', resultCd: '994', duplicate: true });
  });

  it('an eTIMS that refuses everything gives its result code and message', async () => {
    simulator.setMode('refuse');
    expect(await client.sendSale(sale(8))).toEqual({
      kind: 'refused',
      resultCd: '999',
      resultMsg: 'There is an unknown error. Please ask the administrator',
      duplicate: false,
    });
  });

  it('a client without a key is not initialised; a second initialisation needs the key eTIMS gave the first', async () => {
    const fresh = createEtimsClient({ baseUrl: simulator.url, ...device });
    expect(await fresh.sendSale(sale(9))).toEqual({ kind: 'not-initialised' });
    expect(await fresh.initialise()).toMatchObject({
      kind: 'refused',
      resultCd: '902',
      resultMsg: 'This device is installed',
    });
    const configured = createEtimsClient({ baseUrl: simulator.url, ...device, cmcKey: issuedKey });
    expect(await configured.initialise()).toEqual({ kind: 'initialised', device: null });
    expect(await configured.sendSale(sale(9))).toMatchObject({
      kind: 'signed',
      signature: { controlUnitSerial: 'KRACU0100000001' },
    });
    const wrongKey = createEtimsClient({ baseUrl: simulator.url, ...device, cmcKey: 'not-the-key' });
    expect(await wrongKey.sendSale(sale(10))).toMatchObject({ kind: 'refused', resultCd: '901' });
  });

  it('refuses a device eTIMS does not know', async () => {
    const stranger = createEtimsClient({ baseUrl: simulator.url, ...device, deviceSerial: 'NOT-APPROVED' });
    expect(await stranger.initialise()).toMatchObject({
      kind: 'refused',
      resultCd: '901',
      resultMsg: 'It is not valid device',
    });
  });

  it('an address where nothing listens is unreachable', async () => {
    const nowhere = createEtimsClient({ baseUrl: 'http://127.0.0.1:9/etims-api', ...device, timeoutMs: 2_000 });
    expect(await nowhere.initialise()).toMatchObject({ kind: 'unreachable' });
  });
});
