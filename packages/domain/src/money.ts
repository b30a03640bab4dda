const KSH = new Intl.NumberFormat('en-KE', { maximumFractionDigits: 0 });

/** Whole shillings with thousands separators: 1234567 → "KSh 1,234,567". */
export function formatKsh(amount: number): string {
  return `KSh ${KSH.format(Math.round(amount))}`;
}
