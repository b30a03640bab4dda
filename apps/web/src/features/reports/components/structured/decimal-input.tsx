import { type ComponentProps, useState } from 'react';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/utils';
import { parseDecimal } from '../../lib/structured-rules';

type DecimalInputProps = Omit<ComponentProps<'input'>, 'value' | 'onChange' | 'type'> & {
  value: number | null;
  onValueChange: (value: number | null) => void;
  unit?: string;
  /** Keep what is typed within these bounds (a value outside is not passed on). */
  min?: number;
  max?: number;
};

/**
 * A number as typed, with its unit after it. The text is the valuer's while they type ("1." is
 * fine on the way to "1.25"); a value that reads as a number is passed on at once.
 */
export function DecimalInput({ value, onValueChange, unit, min, max, className, onBlur, ...props }: DecimalInputProps) {
  const [text, setText] = useState<string | null>(null);
  const shown = text ?? (value === null ? '' : String(value));
  const parsed = text === null ? value : parseDecimal(text);
  const invalid =
    parsed === undefined ||
    (typeof parsed === 'number' && ((min !== undefined && parsed < min) || (max !== undefined && parsed > max)));
  return (
    <div className={cn('relative', className)}>
      <Input
        type="text"
        inputMode="decimal"
        autoComplete="off"
        className={cn('tabular-nums', unit && 'pr-16')}
        value={shown}
        aria-invalid={invalid || undefined}
        onChange={(event) => {
          const next = event.target.value;
          setText(next);
          const number = parseDecimal(next);
          if (
            number !== undefined &&
            !(
              typeof number === 'number' &&
              ((min !== undefined && number < min) || (max !== undefined && number > max))
            )
          ) {
            onValueChange(number);
          }
        }}
        onBlur={(event) => {
          if (!invalid) {
            setText(null);
          }
          onBlur?.(event);
        }}
        {...props}
      />
      {unit ? (
        <span
          aria-hidden="true"
          className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-sm text-muted-foreground"
        >
          {unit}
        </span>
      ) : null}
    </div>
  );
}
