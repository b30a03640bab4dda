import type * as React from 'react';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/utils';
import { FieldError, fieldAria } from './field-error';

export type TextareaFieldProps = Omit<React.ComponentProps<typeof Textarea>, 'id'> & {
  id: string;
  label: string;
  error?: string;
  hint?: React.ReactNode;
};

/** A labelled textarea with its validation message announced via aria-describedby. */
export function TextareaField({ id, label, error, hint, className, ...textareaProps }: TextareaFieldProps) {
  return (
    <div className={cn('grid gap-2', className)}>
      <Label htmlFor={id}>{label}</Label>
      <Textarea id={id} {...fieldAria(id, error, Boolean(hint))} {...textareaProps} />
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
