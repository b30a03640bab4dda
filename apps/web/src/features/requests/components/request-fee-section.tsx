import { FeeQuoteRequestSchema } from '@thamani/domain/fees';
import type { CreateRequestBody, RequestPurpose } from '@thamani/domain/requests';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { TextField } from '@/components/form/text-field';
import { FEE_SCREEN_TEXTS as T } from '@/entities/fees/fee-texts';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import type { RequestFormValues } from './request-form-values';
import { RequestFeeQuote } from './request-fee-quote';

/** How long the value must stay unchanged before the fee is asked for. */
export const QUOTE_DEBOUNCE_MS = 400;

/** The typed value ("12,000,000") in whole shillings, or null while it is not one the fee can be worked on. */
export function expectedValueOf(typed: string): number | null {
  const compact = typed.replace(/[,\s]/g, '');
  if (!/^\d+$/.test(compact)) {
    return null;
  }
  const value = Number(compact);
  return FeeQuoteRequestSchema.shape.expectedValue.safeParse(value).success ? value : null;
}

/** The /request form's "What it will cost": the value the client expects and, once it is valid, the fee worked on it. */
export function RequestFeeSection({ form }: { form: UseFormReturn<RequestFormValues, unknown, CreateRequestBody> }) {
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const [typed, purpose] = useWatch({ control, name: ['expectedValue', 'purpose'] });
  const value = useDebouncedValue(expectedValueOf(typed), QUOTE_DEBOUNCE_MS);
  const chosen: RequestPurpose | null = purpose === '' ? null : purpose;

  return (
    <fieldset className="grid gap-4">
      <legend className="mb-2 text-lg font-semibold">{T.costSection}</legend>
      <TextField
        id="request-expected-value"
        label={T.expectedValueLabel}
        inputMode="numeric"
        autoComplete="off"
        placeholder="e.g. 12,000,000"
        className="sm:max-w-xs"
        hint={T.expectedValueHint}
        error={errors.expectedValue?.message}
        {...register('expectedValue')}
      />
      <RequestFeeQuote ask={value === null ? null : { expectedValue: value, purpose: chosen }} />
    </fieldset>
  );
}
