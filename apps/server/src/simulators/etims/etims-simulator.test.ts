import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEtimsSimulator, type RunningEtimsSimulator } from './start-etims-simulator.ts';

const device = { tin: 'P051234567Q', branchId: '00', deviceSerial: 'SIM-TEST-01' };
let simulator: RunningEtimsSimulator;

const post = async (path: string, body: string, headers: Record<string, string> = {}) => {
  const response = await fetch(`${simulator.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body,
  });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
};

beforeAll(async () => {
  simulator = await startEtimsSimulator({ devices: [device] });
});
afterAll(async () => simulator.close());

describe('the eTIMS simulator', () => {
  it('answers what it cannot read in eTIMS style: HTTP 200 with a result code', async () => {
    expect(await post('/saveTrnsSalesOsdc', '{"invcNo":')).toMatchObject({
      status: 200,
      json: { resultCd: '910', data: null },
    });
    const initialised = await post('/selectInitOsdcInfo', JSON.stringify({ tin: device.tin, bhfId: '00' }));
    expect(initialised.json).toMatchObject({ resultCd: '910', resultMsg: 'Request parameter error (dvcSrlNo)' });
    expect((initialised.json.resultDt as string) ?? '').toMatch(/^\d{14}$/);
  });

  it('wants the tin, bhfId and cmcKey headers on a sale, and the key it issued', async () => {
    expect((await post('/saveTrnsSalesOsdc', '{}')).json).toMatchObject({
      resultCd: '900',
      resultMsg: 'There is no Header information',
    });
    const init = await post(
      '/selectInitOsdcInfo',
      JSON.stringify({ tin: device.tin, bhfId: '00', dvcSrlNo: device.deviceSerial }),
    );
    expect(init.json).toMatchObject({ resultCd: '000', data: { info: { sdcId: 'KRACU0100000001', bhfId: '00' } } });
    const headers = { tin: device.tin, bhfId: '00', cmcKey: 'wrong' };
    expect((await post('/saveTrnsSalesOsdc', '{}', headers)).json).toMatchObject({ resultCd: '901' });
    const cmcKey = (init.json.data as { info: { cmcKey: string } }).info.cmcKey;
    const missing = await post('/saveTrnsSalesOsdc', JSON.stringify({ invcNo: 1 }), { ...headers, cmcKey });
    expect(missing.json).toMatchObject({ resultCd: '910' });
    expect(missing.json.resultMsg).toMatch(/^Request parameter error \(trdInvcNo/);
  });

  it('has a test API: the mode, the sales it signed, a reset', async () => {
    const setMode = await post('/__simulator/mode', JSON.stringify({ mode: 'slow', slowMs: 50 }));
    expect(setMode.json).toEqual({ mode: 'slow', slowMs: 50 });
    expect((await post('/__simulator/mode', JSON.stringify({ mode: 'broken' }))).status).toBe(400);
    expect(await (await fetch(`${simulator.url}/__simulator/mode`)).json()).toEqual({ mode: 'slow', slowMs: 50 });
    expect(await (await fetch(`${simulator.url}/__simulator/sales`)).json()).toEqual({ sales: [] });
    expect((await post('/__simulator/reset', '{}')).json).toEqual({ mode: 'ok' });
    // After a reset the device can be initialised again.
    const init = await post(
      '/selectInitOsdcInfo',
      JSON.stringify({ tin: device.tin, bhfId: '00', dvcSrlNo: device.deviceSerial }),
    );
    expect(init.json.resultCd).toBe('000');
  });
});
