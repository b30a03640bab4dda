/** "79,750" or "KSh 79 750" → 79750; anything that is not a whole number is left for the schema to refuse. */
export function toShillings(value: unknown): unknown {
  if (typeof value !== 'string') {
    return value;
  }
  const digits = value.replace(/^\s*KSh\s*/i, '').replace(/[\s,]/g, '');
  return digits === '' ? undefined : /^\d+(\.\d+)?$/.test(digits) ? Number(digits) : value;
}
