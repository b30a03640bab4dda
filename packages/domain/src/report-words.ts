/**
 * Amounts in words as Kenyan valuation reports print them, in British English: "and" after the
 * hundreds and before a last group under a hundred ("One Thousand and Five"), hyphenated tens
 * ("Twenty-Seven"), to the shilling, e.g. 12,500,000 → "Kenya Shillings Twelve Million Five
 * Hundred Thousand Only".
 */

export const AMOUNT_IN_WORDS_MAX = 999_999_999_999;

const ONES = (
  'Zero One Two Three Four Five Six Seven Eight Nine Ten ' +
  'Eleven Twelve Thirteen Fourteen Fifteen Sixteen Seventeen Eighteen Nineteen'
).split(' ');
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'] as const;
const SCALES = [
  { value: 1_000_000_000, word: 'Billion' },
  { value: 1_000_000, word: 'Million' },
  { value: 1_000, word: 'Thousand' },
] as const;

/** 1–99 */
function underHundred(n: number): string {
  if (n < 20) {
    return ONES[n] ?? '';
  }
  const tens = TENS[Math.floor(n / 10)] ?? '';
  return n % 10 === 0 ? tens : `${tens}-${ONES[n % 10] ?? ''}`;
}

/** 1–999 */
function underThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  if (hundreds === 0) {
    return underHundred(rest);
  }
  const head = `${ONES[hundreds] ?? ''} Hundred`;
  return rest === 0 ? head : `${head} and ${underHundred(rest)}`;
}

/** The number alone in words: 127 → "One Hundred and Twenty-Seven". */
export function numberInWords(amount: number): string {
  if (!Number.isInteger(amount) || amount < 0 || amount > AMOUNT_IN_WORDS_MAX) {
    throw new RangeError(`Amounts in words are whole shillings from 0 to ${AMOUNT_IN_WORDS_MAX}: ${amount}`);
  }
  if (amount === 0) {
    return 'Zero';
  }
  const parts: string[] = [];
  let rest = amount;
  for (const scale of SCALES) {
    const count = Math.floor(rest / scale.value);
    if (count > 0) {
      parts.push(`${underThousand(count)} ${scale.word}`);
    }
    rest %= scale.value;
  }
  if (rest > 0) {
    // British usage: "One Million and Five", but "One Million One Hundred".
    parts.push(parts.length > 0 && rest < 100 ? `and ${underHundred(rest)}` : underThousand(rest));
  }
  return parts.join(' ');
}

/** 12_500_000 → "Kenya Shillings Twelve Million Five Hundred Thousand Only". Throws a RangeError for negatives, fractions and amounts above 999,999,999,999. */
export function amountInWords(amount: number): string {
  return `Kenya Shillings ${numberInWords(amount)} Only`;
}

const CURRENCY_WORDS = /\b(?:kenya(?:n)?\s+shillings?|kenya\s+shs|kshs|ksh|kes|shillings?|shs|only|and)\b/g;

/** Lower case, words only: no currency prefix, "and", "Only", commas, hyphens or "/=". */
function normaliseWords(words: string): string {
  return words
    .toLowerCase()
    .replace(/\/=/g, ' ')
    .replace(/[^a-z]+/g, ' ')
    .replace(CURRENCY_WORDS, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Whether written words state exactly this amount, tolerant of how people write them: any case,
 * commas, hyphens or spaces in "Twenty-Seven", with or without "and", "Only", and a "Kenya
 * Shillings" / "KSh" / "Shillings" prefix.
 */
export function wordsMatchAmount(words: string, amount: number): boolean {
  if (!Number.isInteger(amount) || amount < 0 || amount > AMOUNT_IN_WORDS_MAX) {
    return false;
  }
  const written = normaliseWords(words);
  return written !== '' && written === normaliseWords(numberInWords(amount));
}
