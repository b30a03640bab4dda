import type * as React from 'react';
import { fieldAria } from './field-error';
import { FieldFrame } from './field-frame';

export type SelectOption = { value: string; label: string };

export type SelectFieldProps = Omit<React.ComponentProps<'select'>, 'id' | 'children'> & {
  id: string;
  label: string;
  options: readonly SelectOption[];
  /** A first, empty option such as "Select a county" (not selectable once a value is chosen). */
  placeholder?: string;
  error?: string;
  hint?: React.ReactNode;
};

/**
 * A labelled native <select>: type-ahead, the platform picker on phones, works with
 * react-hook-form's `register` and with getByLabel(...).selectOption in e2e tests.
 */
export function SelectField({
  id,
  label,
  options,
  placeholder,
  error,
  hint,
  className,
  ...selectProps
}: SelectFieldProps) {
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint} className={className}>
      <select
        id={id}
        data-slot="select-native"
        className="flex h-10 w-full min-w-0 rounded-md border border-input bg-background px-3 py-2 text-base text-foreground shadow-xs focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive md:text-sm"
        {...fieldAria(id, error, Boolean(hint))}
        {...selectProps}
      >
        {placeholder !== undefined ? (
          <option value="" disabled>
            {placeholder}
          </option>
        ) : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
