import type * as React from 'react';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/utils';
import { FieldError } from './field-error';

type FieldFrameProps = {
  /** The control's id: the label points at it, the hint and the error are `${id}-hint` and `${id}-error`. */
  id: string;
  label: string;
  error?: string;
  hint?: React.ReactNode;
  /** Extra content on the label row (e.g. a "Forgot password?" link). */
  labelAside?: React.ReactNode;
  className?: string;
  /** The control, described by `fieldAria(id, error, Boolean(hint))`. */
  children: React.ReactNode;
};

/** What every form field shares around its control: the label, a hint and the validation message. */
export function FieldFrame({ id, label, error, hint, labelAside, className, children }: FieldFrameProps) {
  return (
    <div className={cn('grid gap-2', className)}>
      {labelAside ? (
        <div className="flex items-center justify-between gap-2">
          <Label htmlFor={id}>{label}</Label>
          {labelAside}
        </div>
      ) : (
        <Label htmlFor={id}>{label}</Label>
      )}
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
