import { useId, type ReactNode } from 'react';
import { DateField } from '@/components/ui/date-field';
import { Label } from '@/components/ui/label';

export const SELECT_CLASS =
  'h-10 w-full min-w-0 rounded-md border border-input bg-background px-3 text-base text-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring md:text-sm';

/** A labelled field: the label names the control it holds. */
export function Field({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div className="grid min-w-0 gap-1">
      <Label htmlFor={id}>{label}</Label>
      {children(id)}
    </div>
  );
}

/** A native select with a first "any" choice. */
export function ChoiceField({
  label,
  value,
  onChange,
  any,
  options,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  any: string;
  options: ReadonlyArray<readonly [string, string]>;
}) {
  return (
    <Field label={label}>
      {(id) => (
        <select id={id} className={SELECT_CLASS} value={value} onChange={(e) => onChange(e.target.value)}>
          <option value="">{any}</option>
          {options.map(([option, text]) => (
            <option key={option} value={option}>
              {text}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/** A day typed dd/mm/yyyy, told only as a whole day or cleared. */
export function DayField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <Field label={label}>{(id) => <DateField id={id} wholeDaysOnly value={value} onValueChange={onChange} />}</Field>
  );
}

/** A labelled fact of a card: the label never breaks, the value wraps. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap justify-between gap-x-2">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="text-right font-medium wrap-anywhere">{children}</dd>
    </div>
  );
}
