import type * as React from 'react';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/utils';
import { groupThousands, parseWholeShillings } from '../../lib/structured-rules';

type MoneyInputProps = Omit<React.ComponentProps<'input'>, 'value' | 'onChange' | 'type'> & {
  value: number | null;
  onValueChange: (amount: number | null) => void;
};

/** Whole Kenya shillings with thousands separators as the valuer types ("12,500,000"). */
export function MoneyInput({ value, onValueChange, className, ...props }: MoneyInputProps) {
  return (
    <div className={cn('relative', className)}>
      <span
        aria-hidden="true"
        className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-sm text-muted-foreground"
      >
        KSh
      </span>
      <Input
        type="text"
        inputMode="numeric"
        autoComplete="off"
        className="pl-12 tabular-nums"
        value={groupThousands(value)}
        onChange={(event) => onValueChange(parseWholeShillings(event.target.value))}
        {...props}
      />
    </div>
  );
}
