/** A label and its value inside a <dl>. */
export function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex gap-1 sm:flex-col sm:gap-0">
      <dt className="shrink-0 text-muted-foreground">{label}:</dt>
      <dd className="font-medium wrap-anywhere">{value}</dd>
    </div>
  );
}
