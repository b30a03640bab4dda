import type * as React from 'react';
import { Textarea } from '@/components/ui/textarea';
import { fieldAria } from './field-error';
import { FieldFrame } from './field-frame';

export type TextareaFieldProps = Omit<React.ComponentProps<typeof Textarea>, 'id'> & {
  id: string;
  label: string;
  error?: string;
  hint?: React.ReactNode;
};

/** A labelled textarea with its validation message announced via aria-describedby. */
export function TextareaField({ id, label, error, hint, className, ...textareaProps }: TextareaFieldProps) {
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint} className={className}>
      <Textarea id={id} {...fieldAria(id, error, Boolean(hint))} {...textareaProps} />
    </FieldFrame>
  );
}
