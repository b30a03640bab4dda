import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  ETIMS_RECEIPT_CHECK_PATH,
  OSCU_RESULT,
  OSCU_RESULT_MESSAGES,
  toEtimsDateTime,
  type OscuSaleBody,
} from '@thamani/domain/invoicing';
import { OscuSaleBodySchema, saleInconsistency } from './sale-body.schema.ts';
import { signReceipt } from './signing.ts';
import {
  createEtimsSimulatorState,
  ETIMS_SIMULATOR_MODES,
  type DeviceRecord,
  type EtimsSimulatorOptions,
  type EtimsSimulatorState,
  type SimulatedSale,
} from './simulator-state.ts';

/**
 * A stand-in for KRA's eTIMS online sales control unit (OSCU): device initialisation and signed
 * sales, with eTIMS's failures (result codes in HTTP 200 answers, a dropped connection, a late
 * answer). Tests and the demo point the eTIMS client at it; it is never mounted in production.
 * `state` lets the caller share and steer it; otherwise it makes its own from the options.
 */
export type EtimsSimulatorPluginOptions =
  (EtimsSimulatorOptions & { state?: undefined }) | { state: EtimsSimulatorState };

type Answer = { resultCd: string; resultMsg: string; resultDt: string; data: unknown };

const answer = (resultCd: keyof typeof OSCU_RESULT_MESSAGES, data: unknown = null, detail?: string): Answer => ({
  resultCd,
  resultMsg: detail ? `${OSCU_RESULT_MESSAGES[resultCd]} (${detail})` : OSCU_RESULT_MESSAGES[resultCd],
  resultDt: toEtimsDateTime(new Date()),
  data,
});

const InitBody = z.object({ tin: z.string(), bhfId: z.string(), dvcSrlNo: z.string() });

export async function etimsSimulator(app: FastifyInstance, options: EtimsSimulatorPluginOptions): Promise<void> {
  const state = options.state ?? createEtimsSimulatorState(options);
  const closing = new AbortController();
  app.addHook('onClose', async () => closing.abort());

  // eTIMS answers a body it cannot read with a result code, not an HTTP error.
  app.setErrorHandler((error: FastifyError, _request, reply) => {
    const empty = error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY';
    return reply
      .status(200)
      .send(answer(empty ? OSCU_RESULT.noBody : OSCU_RESULT.badParameter, null, empty ? undefined : error.message));
  });

  /** Applies the mode: null when the call goes ahead now, or after a `slow` wait that `run` is given. */
  async function interfere(request: FastifyRequest, reply: FastifyReply, run: () => Answer): Promise<Answer | null> {
    switch (state.mode) {
      case 'unreachable': {
        reply.hijack();
        const socket = request.raw.socket as { destroy?: () => void } | undefined;
        if (typeof socket?.destroy === 'function') {
          socket.destroy();
        } else {
          // Reached in-process (app.inject) there is no connection to drop: a gateway error is
          // what the client reads as unreachable all the same.
          reply.raw.writeHead(503).end();
        }
        return null;
      }
      case 'refuse':
        return { ...answer(OSCU_RESULT.unknown), resultCd: state.refusal.resultCd, resultMsg: state.refusal.resultMsg };
      case 'slow': {
        // The work is done at once and the answer comes late: as with a real timeout, the sale may be signed.
        const result = run();
        await sleep(state.slowMs, undefined, { signal: closing.signal }).catch(() => undefined);
        return result;
      }
      case 'ok':
        return run();
    }
  }

  app.post('/selectInitOsdcInfo', async (request, reply) => {
    return interfere(request, reply, () => {
      const body = InitBody.safeParse(request.body);
      if (!body.success) {
        return answer(OSCU_RESULT.badParameter, null, body.error.issues[0]?.path.join('.'));
      }
      const record = state.findDevice(body.data.tin, body.data.bhfId, body.data.dvcSrlNo);
      if (!record) {
        return answer(OSCU_RESULT.invalidDevice);
      }
      // eTIMS gives a device its key once; a second initialisation is told the device is installed.
      if (record.cmcKey) {
        return answer(OSCU_RESULT.deviceInstalled);
      }
      return answer(OSCU_RESULT.success, { info: deviceInfo(record, state.issueKey(record)) });
    });
  });

  app.post('/saveTrnsSalesOsdc', async (request, reply) => {
    return interfere(request, reply, () => {
      const header = (name: string) => {
        const value = request.headers[name.toLowerCase()];
        return typeof value === 'string' && value !== '' ? value : null;
      };
      const [tin, branchId, cmcKey] = [header('tin'), header('bhfId'), header('cmcKey')];
      if (!tin || !branchId || !cmcKey) {
        return answer(OSCU_RESULT.noHeader);
      }
      const record = state.findDevice(tin, branchId);
      if (!record?.cmcKey || record.cmcKey !== cmcKey) {
        return answer(OSCU_RESULT.invalidDevice);
      }
      return saveSale(record, request.body);
    });
  });

  // The receipt check a printed QR code opens (KRA's portal path), for the demo's invoices.
  app.get(ETIMS_RECEIPT_CHECK_PATH, async (request, reply) => {
    const data = z.object({ Data: z.string() }).safeParse(request.query);
    const sale = data.success
      ? state.sales().find((s) => `${s.tin}${s.branchId}${s.receipt.rcptSign}` === data.data.Data)
      : undefined;
    if (!sale) {
      return reply.status(404).send({ found: false });
    }
    return {
      found: true,
      tin: sale.tin,
      branchId: sale.branchId,
      invoiceNumber: sale.invoiceNumber,
      receiptType: sale.receiptType,
      totalAmount: sale.totalAmount,
      ...sale.receipt,
    };
  });

  // The test API: never affected by the mode.
  app.get('/__simulator/mode', async () => ({ mode: state.mode, slowMs: state.slowMs }));
  app.post('/__simulator/mode', async (request, reply) => {
    const body = z
      .object({ mode: z.enum(ETIMS_SIMULATOR_MODES), slowMs: z.number().int().nonnegative().optional() })
      .safeParse(request.body);
    if (!body.success) {
      return reply.status(400).send({ error: `mode is one of ${ETIMS_SIMULATOR_MODES.join(', ')}` });
    }
    state.mode = body.data.mode;
    state.slowMs = body.data.slowMs ?? state.slowMs;
    return { mode: state.mode, slowMs: state.slowMs };
  });
  app.get('/__simulator/sales', async () => ({ sales: state.sales() }));
  app.post('/__simulator/reset', async () => {
    state.reset();
    return { mode: state.mode };
  });

  function saveSale(record: DeviceRecord, raw: unknown): Answer {
    const parsed = OscuSaleBodySchema.safeParse(raw);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      return answer(OSCU_RESULT.badParameter, null, issue ? `${issue.path.join('.')}: ${issue.message}` : undefined);
    }
    const body = parsed.data as OscuSaleBody;
    if (record.sales.has(body.invcNo)) {
      return answer(OSCU_RESULT.duplicate);
    }
    const inconsistency = saleInconsistency(body);
    if (inconsistency) {
      return answer(OSCU_RESULT.badParameter, null, inconsistency);
    }
    if (body.rcptTyCd === 'R' && record.sales.get(body.orgInvcNo)?.receiptType !== 'S') {
      return answer(OSCU_RESULT.badParameter, null, `orgInvcNo ${body.orgInvcNo} is not a sale of this device`);
    }
    const counters = record.receiptNumbers;
    counters[body.rcptTyCd] += 1;
    counters.total += 1;
    const { rcptSign, intrlData } = signReceipt(record.secret, {
      tin: record.device.tin,
      branchId: record.device.branchId,
      sdcId: record.sdcId,
      invoiceNumber: body.invcNo,
      receiptType: body.rcptTyCd,
      receiptNumber: counters[body.rcptTyCd],
      totalReceiptNumber: counters.total,
      totalAmount: body.totAmt,
      totalTax: body.totTaxAmt,
      confirmedAt: body.cfmDt,
    });
    const receipt: SimulatedSale['receipt'] = {
      rcptNo: counters[body.rcptTyCd],
      totRcptNo: counters.total,
      intrlData,
      rcptSign,
      vsdcRcptPbctDate: toEtimsDateTime(new Date()),
      sdcId: record.sdcId,
      mrcNo: record.mrcNo,
    };
    record.sales.set(body.invcNo, {
      tin: record.device.tin,
      branchId: record.device.branchId,
      invoiceNumber: body.invcNo,
      receiptType: body.rcptTyCd,
      originalInvoiceNumber: body.orgInvcNo,
      totalAmount: body.totAmt,
      body: raw as Record<string, unknown>,
      receipt,
    });
    return answer(OSCU_RESULT.success, receipt);
  }
}

function deviceInfo(record: DeviceRecord, cmcKey: string) {
  return {
    tin: record.device.tin,
    taxprNm: 'Simulated taxpayer',
    bsnsActv: 'Valuation services',
    bhfId: record.device.branchId,
    bhfNm: record.device.branchId === '00' ? 'Headquarter' : `Branch ${record.device.branchId}`,
    bhfOpenDt: '20240101',
    prvncNm: 'NAIROBI CITY',
    dstrtNm: 'WESTLANDS',
    sctrNm: 'WESTLANDS',
    locDesc: null,
    hqYn: record.device.branchId === '00' ? 'Y' : 'N',
    mgrNm: null,
    mgrTelNo: null,
    mgrEmail: null,
    dvcId: record.deviceId,
    sdcId: record.sdcId,
    mrcNo: record.mrcNo,
    cmcKey,
  };
}
