import type * as React from 'react';
import { Input } from '@/components/ui/input';
import { fieldAria } from './field-error';
import { FieldFrame } from './field-frame';

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
    <FieldFrame id={id} label={label} error={error} hint={hint} labelAside={labelAside} className={className}>
      <Input id={id} {...fieldAria(id, error, Boolean(hint))} {...inputProps} />
    </FieldFrame>
  );
}
