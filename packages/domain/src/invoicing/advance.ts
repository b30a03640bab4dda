import type { FeeQuote } from '../fees/contract.ts';
import { FEE_MESSAGES } from '../fees/messages.ts';
import { formatRate, shareOf } from '../fees/shillings.ts';
import { formatKsh } from '../money.ts';
import { defineMessages, withParams } from '../messages/define.ts';

export const ADVANCE_MESSAGES = defineMessages('invoicing.advance', {
  balanceLine: withParams(
    (p: { final: string; advance: string; number: string }) =>
      `Balance of the valuation fee: ${p.final} on the approved value, less ${p.advance} invoiced in advance on ${p.number}`,
    (final: string, advance: string, number: string) => ({ final, advance, number }),
  ),
  overpaidReason: withParams(
    (p: { final: string; number: string }) =>
      `The final fee on the approved value is ${p.final}, less than the advance invoiced on ${p.number}: the difference is credited.`,
    (final: string, number: string) => ({ final, number }),
  ),
  noQuoteAdvance: 'No value was given with the order: the advance is the minimum fee of the scale.',
});

/**
 * How an advance on the quote settles against the final fee on approval: the rest is billed on a
 * balance invoice (the difference before VAT, with VAT worked on it as eTIMS works it), what was
 * invoiced over the final fee is credited on the advance, or the two are equal and nothing follows.
 */
export type AdvanceSettlement =
  { kind: 'balance'; fee: FeeQuote } | { kind: 'credit'; amount: number; reason: string } | { kind: 'settled' };

export function settleAdvance(finalFee: FeeQuote, advance: { fee: FeeQuote; number: string }): AdvanceSettlement {
  const difference = finalFee.subtotal - advance.fee.subtotal;
  if (difference < 0 || (difference === 0 && finalFee.total < advance.fee.total)) {
    return {
      kind: 'credit',
      amount: advance.fee.total - finalFee.total,
      reason: ADVANCE_MESSAGES.overpaidReason(formatKsh(finalFee.total), advance.number),
    };
  }
  if (difference === 0) {
    return { kind: 'settled' };
  }
  const vat = finalFee.vat ? { rateBp: finalFee.vat.rateBp, amount: shareOf(difference, finalFee.vat.rateBp) } : null;
  const total = difference + (vat?.amount ?? 0);
  const line = ADVANCE_MESSAGES.balanceLine(
    formatKsh(finalFee.subtotal),
    formatKsh(advance.fee.subtotal),
    advance.number,
  );
  return {
    kind: 'balance',
    fee: {
      ...finalFee,
      bands: [],
      bandTotal: 0,
      minimum: { amount: finalFee.minimum.amount, applied: false },
      scaleFee: difference,
      fixedQuote: null,
      fee: difference,
      offScale: false,
      disbursements: [],
      disbursementTotal: 0,
      subtotal: difference,
      vat,
      total,
      lines: [
        { kind: 'scaleFee', description: line, amount: difference },
        ...(vat
          ? [{ kind: 'vat' as const, description: FEE_MESSAGES.vat(formatRate(vat.rateBp)), amount: vat.amount }]
          : []),
        { kind: 'total', description: FEE_MESSAGES.total, amount: total },
      ],
      notes: finalFee.notes,
    },
  };
}
