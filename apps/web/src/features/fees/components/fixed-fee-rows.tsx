import { OFF_SCALE_REASON_MIN_LENGTH, type UpdateFirmFees } from '@thamani/domain/fees';
import { REQUEST_PURPOSES, REQUEST_PURPOSE_LABELS } from '@thamani/domain/requests';
import { Plus } from 'lucide-react';
import { useId } from 'react';
import { useFieldArray, useWatch, type UseFormReturn } from 'react-hook-form';
import { SelectField } from '@/components/form/select-field';
import { TextareaField } from '@/components/form/textarea-field';
import { TextField } from '@/components/form/text-field';
import { Button } from '@/components/ui/button';
import { FEE_SCREEN_TEXTS as T } from '@/entities/fees/fee-texts';
import { nextFreePurpose, type FeeFormValues } from './fee-form-values';

const PURPOSE_OPTIONS = REQUEST_PURPOSES.map((purpose) => ({ value: purpose, label: REQUEST_PURPOSE_LABELS[purpose] }));

/** The firm's fixed fees, one a purpose: each replaces the scale fee, so each carries the admin's reason. */
export function FixedFeeRows({ form }: { form: UseFormReturn<FeeFormValues, unknown, UpdateFirmFees> }) {
  const {
    control,
    register,
    formState: { errors },
  } = form;
  const { fields, append, remove } = useFieldArray({ control, name: 'fixedFees' });
  const next = nextFreePurpose(useWatch({ control, name: 'fixedFees' }));
  const headingId = useId();

  return (
    <fieldset aria-labelledby={headingId} className="grid gap-3 rounded-xl border p-4">
      <legend className="sr-only">{T.fixedFeesTitle}</legend>
      <div className="grid gap-1">
        <h3 id={headingId} className="text-base font-semibold">
          {T.fixedFeesTitle}
        </h3>
        <p className="text-sm text-muted-foreground">{T.fixedFeesHint}</p>
      </div>
      {fields.length === 0 ? <p className="text-sm text-muted-foreground">{T.noFixedFees}</p> : null}
      {fields.map((field, index) => {
        const id = `fee-fixed-${field.id}`;
        const error = errors.fixedFees?.[index];
        return (
          <fieldset key={field.id} className="grid gap-3 rounded-lg border p-3 sm:grid-cols-2">
            <legend className="px-1 text-sm font-medium">{T.fixedFeeLegend(index + 1)}</legend>
            <SelectField
              id={`${id}-purpose`}
              label={T.fixedFeePurpose}
              options={PURPOSE_OPTIONS}
              error={error?.purpose?.message}
              {...register(`fixedFees.${index}.purpose`)}
            />
            <TextField
              id={`${id}-amount`}
              label={T.fixedFeeAmount}
              inputMode="numeric"
              autoComplete="off"
              placeholder="e.g. 30,000"
              error={error?.amount?.message}
              {...register(`fixedFees.${index}.amount`)}
            />
            <TextareaField
              id={`${id}-reason`}
              label={T.fixedFeeReason}
              className="sm:col-span-2"
              rows={3}
              hint={T.fixedFeeReasonHint(OFF_SCALE_REASON_MIN_LENGTH)}
              error={error?.reason?.message}
              {...register(`fixedFees.${index}.reason`)}
            />
            <Button
              type="button"
              variant="outline"
              size="sm"
              className="w-fit"
              aria-label={T.removeFixedFeeNamed(index + 1)}
              onClick={() => remove(index)}
            >
              {T.removeFixedFee}
            </Button>
          </fieldset>
        );
      })}
      {next ? (
        <Button
          type="button"
          variant="outline"
          className="w-full sm:w-fit"
          onClick={() => append({ purpose: next, amount: '', reason: '' })}
        >
          <Plus aria-hidden="true" />
          {T.addFixedFee}
        </Button>
      ) : null}
    </fieldset>
  );
}
