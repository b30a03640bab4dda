import { describe, expect, it } from 'vitest';
import { FAQ_EXAMPLE_VALUE_KSH, chatFaqs } from './chat-faq.ts';
import { REQUEST_DOCUMENT_CATEGORY_LABELS } from './documents.ts';
import { FEE_MINIMUM_KSH, valuationFee } from './fees.ts';
import { formatKsh } from './money.ts';
import { DUE_BUSINESS_DAYS } from './requests.ts';

const answer = (id: string) => chatFaqs().find((f) => f.id === id)?.answer.join(' ') ?? '';

describe('chatFaqs', () => {
  it('asks the three common questions', () => {
    expect(chatFaqs().map((f) => f.question)).toEqual(['What does a valuation cost?', 'How long does it take?', 'What documents should I prepare?']);
  });
  it('prices the worked example with the fee rule', () => {
    const fee = valuationFee(FAQ_EXAMPLE_VALUE_KSH);
    const text = answer('cost');
    expect(text).toContain(formatKsh(FAQ_EXAMPLE_VALUE_KSH));
    expect(text).toContain(`fee ${formatKsh(fee.fee)} + VAT ${formatKsh(fee.vat)} = ${formatKsh(fee.total)}`);
    expect(text).toContain(formatKsh(FEE_MINIMUM_KSH));
    expect(fee.total).toBe(79_750); // the rule's own worked example
  });
  it('gives the due-date rule per priority', () => {
    const text = answer('time');
    expect(text).toContain(`due ${DUE_BUSINESS_DAYS.normal} business days`);
    expect(text).toContain(`Urgent: ${DUE_BUSINESS_DAYS.urgent} business days`);
    expect(text).toContain(`Low: ${DUE_BUSINESS_DAYS.low} business days`);
    expect(text).toContain('5:00 PM');
  });
  it('lists the document kinds', () => {
    const text = answer('documents');
    expect(text).toContain(REQUEST_DOCUMENT_CATEGORY_LABELS.title_deed);
    expect(text).toContain(REQUEST_DOCUMENT_CATEGORY_LABELS.krooki);
    expect(text).not.toContain('Other');
  });
});
