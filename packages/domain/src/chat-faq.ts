import { REQUEST_DOCUMENT_CATEGORIES, REQUEST_DOCUMENT_CATEGORY_LABELS } from './documents.ts';
import { FEE_FIRST_BAND_KSH, FEE_MINIMUM_KSH, VAT_RATE, valuationFee } from './fees.ts';
import { formatKsh } from './money.ts';
import { DEFAULT_REQUEST_PRIORITY, DUE_BUSINESS_DAYS, DUE_HOUR_NAIROBI, REQUEST_PRIORITIES, REQUEST_PRIORITY_LABELS } from './requests.ts';

/**
 * The signed-out chat box's answers to the common questions, computed from the domain's own
 * rules (the fee scale, the due-date rule, the document kinds) so no number is written twice.
 */
export interface ChatFaq {
  id: 'cost' | 'time' | 'documents';
  question: string;
  answer: string[];
}

/** The worked example's property value. */
export const FAQ_EXAMPLE_VALUE_KSH = 12_500_000;

const percent = (rate: number) => `${Number((rate * 100).toFixed(2))}%`;

function costAnswer(): string[] {
  const example = valuationFee(FAQ_EXAMPLE_VALUE_KSH);
  return [
    `The fee follows the valuers' scale: 1% of the first ${formatKsh(FEE_FIRST_BAND_KSH)} of the property's value plus 0.25% of the rest, never less than ${formatKsh(FEE_MINIMUM_KSH)}, plus VAT at ${percent(VAT_RATE)}.`,
    `For example, a property worth ${formatKsh(FAQ_EXAMPLE_VALUE_KSH)}: fee ${formatKsh(example.fee)} + VAT ${formatKsh(example.vat)} = ${formatKsh(example.total)}.`,
  ];
}

const hour12 = (h: number) => `${h % 12 === 0 ? 12 : h % 12}:00 ${h < 12 ? 'AM' : 'PM'}`;

function timeAnswer(): string[] {
  const byPriority = [...REQUEST_PRIORITIES]
    .reverse()
    .map((p) => `${REQUEST_PRIORITY_LABELS[p]}: ${DUE_BUSINESS_DAYS[p]} business days`)
    .join('; ');
  return [
    `A valuation is due ${DUE_BUSINESS_DAYS[DEFAULT_REQUEST_PRIORITY]} business days (Monday to Friday) after the day you request it, by ${hour12(DUE_HOUR_NAIROBI)} Nairobi time.`,
    `By priority — ${byPriority}.`,
  ];
}

function documentsAnswer(): string[] {
  const kinds = REQUEST_DOCUMENT_CATEGORIES.filter((c) => c !== 'other').map((c) => REQUEST_DOCUMENT_CATEGORY_LABELS[c]);
  return [`Have these ready if you hold them: ${kinds.join(', ')}.`, 'You can add them to your request after a valuer accepts it.'];
}

export function chatFaqs(): ChatFaq[] {
  return [
    { id: 'cost', question: 'What does a valuation cost?', answer: costAnswer() },
    { id: 'time', question: 'How long does it take?', answer: timeAnswer() },
    { id: 'documents', question: 'What documents should I prepare?', answer: documentsAnswer() },
  ];
}

export const CHAT_SIGN_IN_PROMPT = 'Sign in to chat with your valuer';
