/** A whole number's digits, as Intl writes them: 1e21 spelled out, not in exponent form. */
function wholeDigits(whole: number): string {
  const text = String(whole);
  const exponent = /^(-?)(\d)(?:\.(\d+))?e\+(\d+)$/.exec(text);
  if (!exponent) {
    return text;
  }
  const [, sign = '', first = '', rest = '', power = '0'] = exponent;
  return sign + first + rest.padEnd(Number(power), '0');
}

/**
 * Whole shillings with thousands separators: 1234567 → "KSh 1,234,567". Grouped by hand, as
 * en-KE's Intl.NumberFormat groups them: building that formatter loads the locale's data, which
 * costs a phone ~100 ms of blocked page on the home page's first load.
 */
export function formatKsh(amount: number): string {
  return `KSh ${wholeDigits(Math.round(amount)).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;
}
