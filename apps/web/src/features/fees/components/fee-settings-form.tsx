import {
  FEE_MESSAGES,
  formatRate,
  INDIVIDUAL_PAYMENT_TERMS,
  PAYMENT_TERMS,
  PAYMENT_TERMS_LABELS,
  type FirmFeesView,
  type UpdateFirmFees,
} from '@thamani/domain/fees';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { FieldError, fieldAria } from '@/components/form/field-error';
import { SelectField } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { FEE_SCREEN_TEXTS as T } from '@/entities/fees/fee-texts';
import { isAppError } from '@/lib/errors';
import { useUpdateFirmFees } from '../api/update-firm-fees';
import { feeFormDefaults, feeFormResolver, isFeeFormField, type FeeFormValues } from './fee-form-values';
import { FixedFeeRows } from './fixed-fee-rows';

const INDIVIDUAL_TERMS_OPTIONS = INDIVIDUAL_PAYMENT_TERMS.map((terms) => ({ value: terms, label: PAYMENT_TERMS_LABELS[terms] }));
const ORGANISATION_TERMS_OPTIONS = PAYMENT_TERMS.map((terms) => ({ value: terms, label: PAYMENT_TERMS_LABELS[terms] }));

/**
 * The firm's fee settings (admins): VAT registration, travel rate, official search charge, when
 * each kind of client pays, fixed fees per purpose.
 */
export function FeeSettingsForm({ fees }: { fees: FirmFeesView }) {
  const update = useUpdateFirmFees();
  const form = useForm<FeeFormValues, unknown, UpdateFirmFees>({
    resolver: feeFormResolver,
    defaultValues: feeFormDefaults(fees),
  });
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = form;

  const onSubmit = handleSubmit(async (body) => {
    try {
      reset(feeFormDefaults(await update.mutateAsync(body)));
      toast.success(FEE_MESSAGES.feesSaved);
    } catch (error) {
      // Every field the server names gets its message; focus goes to the first.
      const onForm = Object.entries((isAppError(error) && error.fields) || {}).filter(([name]) => isFeeFormField(name));
      onForm.forEach(([name, message], index) => {
        setError(name as Parameters<typeof setError>[0], { type: 'server', message }, { shouldFocus: index === 0 });
      });
      if (onForm.length === 0) {
        toast.error(error instanceof Error ? error.message : String(error));
      }
    }
  });

  return (
    <form noValidate aria-label={T.settingsTitle} onSubmit={(event) => void onSubmit(event)} className="grid gap-4">
      <fieldset className="grid gap-3 rounded-xl border p-4 sm:grid-cols-2">
        <legend className="px-1 text-base font-semibold">{T.chargesTitle}</legend>
        <p className="text-sm text-muted-foreground sm:col-span-2">{T.chargesHint}</p>
        <div className="grid gap-1 sm:col-span-2">
          <label className="flex w-fit items-center gap-2 text-sm font-medium">
            <input
              type="checkbox"
              className="size-4 accent-primary"
              {...fieldAria('fee-vat-registered', errors.vatRegistered?.message)}
              {...register('vatRegistered')}
            />
            {T.vatRegisteredLabel(formatRate(fees.vatRateBp))}
          </label>
          <FieldError id="fee-vat-registered-error" message={errors.vatRegistered?.message} />
        </div>
        <TextField
          id="fee-travel-rate"
          label={T.travelRateLabel}
          inputMode="numeric"
          autoComplete="off"
          placeholder="e.g. 100"
          hint={T.blankNotCharged}
          error={errors.travelRatePerKm?.message}
          {...register('travelRatePerKm')}
        />
        <TextField
          id="fee-official-search"
          label={T.officialSearchLabel}
          inputMode="numeric"
          autoComplete="off"
          placeholder="e.g. 1,000"
          hint={T.blankNotCharged}
          error={errors.officialSearchFee?.message}
          {...register('officialSearchFee')}
        />
      </fieldset>
      <fieldset className="grid gap-4 rounded-xl border p-4">
        <legend className="px-1 text-sm font-semibold">{T.termsTitle}</legend>
        <p className="text-sm text-muted-foreground">{T.termsHint}</p>
        <SelectField
          id="fee-terms-individual"
          label={T.termsIndividual}
          options={INDIVIDUAL_TERMS_OPTIONS}
          error={errors.paymentTerms?.individual?.message}
          {...register('paymentTerms.individual')}
        />
        <SelectField
          id="fee-terms-organisation"
          label={T.termsOrganisation}
          options={ORGANISATION_TERMS_OPTIONS}
          error={errors.paymentTerms?.organisation?.message}
          {...register('paymentTerms.organisation')}
        />
      </fieldset>
      <FixedFeeRows form={form} />
      <Button type="submit" className="w-full sm:w-fit" disabled={update.isPending}>
        {update.isPending ? <Spinner className="size-4 text-current" label="Saving" /> : null}
        {T.saveFees}
      </Button>
    </form>
  );
}
