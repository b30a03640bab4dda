import type * as React from 'react';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/utils';
import { FieldError, fieldAria } from './field-error';

export type TextFieldProps = Omit<React.ComponentProps<typeof Input>, 'id'> & {
  id: string;
  label: string;
  error?: string;
  hint?: React.ReactNode;
  /** Extra content on the label row (e.g. a "Forgot password?" link). */
  labelAside?: React.ReactNode;
};

/** A labelled input with its validation message announced via aria-describedby. */
export function TextField({ id, label, error, hint, labelAside, className, ...inputProps }: TextFieldProps) {
  return (
    <div className={cn('grid gap-2', className)}>
      <div className="flex items-center justify-between gap-2">
        <Label htmlFor={id}>{label}</Label>
        {labelAside}
      </div>
      <Input id={id} {...fieldAria(id, error, Boolean(hint))} {...inputProps} />
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
