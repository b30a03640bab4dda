import { formatKsh } from '../money.ts';
import type { FeeComparison, FeeQuote } from './contract.ts';
import { FEE_BASIS_LABELS, FEE_CATEGORY_LABELS, FEE_MESSAGES as M } from './messages.ts';
import { formatRate } from './shillings.ts';

function basisReason(quote: FeeQuote, final: FeeQuote): string | null {
  if (final.fixedQuote || final.basis.amount === quote.basis.amount || final.fee === quote.fee) {
    return null;
  }
  const args = [
    FEE_BASIS_LABELS[final.basis.kind],
    formatKsh(final.basis.amount),
    formatKsh(quote.basis.amount),
  ] as const;
  return final.basis.amount > quote.basis.amount ? M.basisAbove(...args) : M.basisBelow(...args);
}

function fixedQuoteReason(quote: FeeQuote, final: FeeQuote): string | null {
  const quoted = quote.fixedQuote;
  const charged = final.fixedQuote;
  if (quoted && !charged) {
    return M.fixedQuoteDropped(formatKsh(quoted.amount));
  }
  if (!quoted && charged) {
    return M.fixedQuoteApplied(formatKsh(charged.amount));
  }
  if (quoted && charged && quoted.amount !== charged.amount) {
    return M.fixedQuoteChanged(formatKsh(charged.amount), formatKsh(quoted.amount));
  }
  return null;
}

function vatReason(quote: FeeQuote, final: FeeQuote): string | null {
  if (quote.vat && !final.vat) {
    return M.vatRemoved;
  }
  if (!quote.vat && final.vat) {
    return M.vatAdded(formatRate(final.vat.rateBp));
  }
  if (quote.vat && final.vat && quote.vat.rateBp !== final.vat.rateBp) {
    return M.vatRateChanged(formatRate(final.vat.rateBp), formatRate(quote.vat.rateBp));
  }
  return null;
}

/**
 * The final fee follows the approved values; where it differs from the quote the client saw, the
 * difference (final − quoted) is shown and each cause is explained: another scale or kind of
 * valuation, the approved value against the value the quote assumed, a fixed fee that did or did
 * not apply, other disbursements, VAT.
 */
export function compareToQuote(quote: FeeQuote, final: FeeQuote): FeeComparison {
  const difference = final.total - quote.total;
  const reasons = [
    quote.scale.id === final.scale.id && quote.scale.version === final.scale.version
      ? null
      : M.scaleChanged(final.scale.version, quote.scale.version),
    quote.category === final.category
      ? null
      : M.categoryChanged(
          FEE_CATEGORY_LABELS[final.category].toLowerCase(),
          FEE_CATEGORY_LABELS[quote.category].toLowerCase(),
        ),
    fixedQuoteReason(quote, final),
    basisReason(quote, final),
    final.disbursementTotal === quote.disbursementTotal
      ? null
      : M.disbursementsChanged(formatKsh(final.disbursementTotal), formatKsh(quote.disbursementTotal)),
    vatReason(quote, final),
  ].filter((reason): reason is string => reason !== null);
  let summary: string;
  if (difference === 0) {
    summary = M.sameAsQuote;
  } else {
    summary = difference > 0 ? M.moreThanQuote(formatKsh(difference)) : M.lessThanQuote(formatKsh(-difference));
  }
  return { quotedTotal: quote.total, finalTotal: final.total, difference, summary, reasons };
}
