import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { DateField } from '@/components/ui/date-field';
import { fieldAria } from './field-error';
import { FieldFrame } from './field-frame';

type DateFormFieldProps<T extends FieldValues, TOut = T> = {
  id: string;
  label: string;
  control: Control<T, unknown, TOut>;
  name: FieldPath<T>;
  error?: string;
  hint?: React.ReactNode;
  min?: string;
  max?: string;
  className?: string;
};

/** A labelled dd/mm/yyyy date of a react-hook-form form; the form's value is the ISO day. */
export function DateFormField<T extends FieldValues, TOut = T>({
  id,
  label,
  control,
  name,
  error,
  hint,
  min,
  max,
  className,
}: DateFormFieldProps<T, TOut>) {
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint} className={className}>
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <DateField
            id={id}
            {...fieldAria(id, error, Boolean(hint))}
            name={field.name}
            ref={field.ref}
            value={typeof field.value === 'string' ? field.value : ''}
            onValueChange={field.onChange}
            onBlur={field.onBlur}
            disabled={field.disabled}
            min={min}
            max={max}
          />
        )}
      />
    </FieldFrame>
  );
}
