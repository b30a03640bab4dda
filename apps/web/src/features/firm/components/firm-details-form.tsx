import { zodResolver } from '@hookform/resolvers/zod';
import {
  FIRM_FIELD_LABELS as L,
  FIRM_MESSAGES,
  UpdateFirmSettingsSchema,
  type FirmSettings,
  type UpdateFirmSettings,
  type UpdateFirmSettingsInput,
} from '@thamani/domain/firm';
import { formatKenyanPhone } from '@thamani/domain/phone';
import { useId, type ReactNode } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import { toast } from 'sonner';
import { TextField } from '@/components/form/text-field';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { isAppError } from '@/lib/errors';
import { useUpdateFirmSettings } from '../api/update-firm-settings';

type Field = FieldPath<UpdateFirmSettingsInput>;

function defaultsOf(firm: FirmSettings): UpdateFirmSettingsInput {
  return {
    name: firm.name,
    companyRegistration: firm.companyRegistration ?? '',
    vrbFirmNumber: firm.vrbFirmNumber ?? '',
    kraPin: firm.kraPin ?? '',
    vatRegistration: firm.vatRegistration ?? '',
    postalAddress: firm.postalAddress ?? '',
    physicalAddress: firm.physicalAddress,
    phone: firm.phone ? formatKenyanPhone(firm.phone) : '',
    email: firm.email ?? '',
    website: firm.website ?? '',
    fsvBand: firm.fsvBand,
    minComparables: firm.minComparables,
    signatory: { name: firm.signatory.name ?? '', title: firm.signatory.title ?? '' },
  };
}

function Group({ title, hint, children }: { title: string; hint: string; children: ReactNode }) {
  const id = useId();
  return (
    <fieldset aria-labelledby={id} className="grid gap-3 rounded-xl border p-4 sm:grid-cols-2">
      <legend className="sr-only">{title}</legend>
      <div className="grid gap-1 sm:col-span-2">
        <h2 id={id} className="text-lg font-semibold">
          {title}
        </h2>
        <p className="text-sm text-muted-foreground">{hint}</p>
      </div>
      {children}
    </fieldset>
  );
}

/** The firm's details, as printed on every report's cover and footer, signed under e-mails and shown on /verify. */
export function FirmDetailsForm({ firm }: { firm: FirmSettings }) {
  const update = useUpdateFirmSettings();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<UpdateFirmSettingsInput, unknown, UpdateFirmSettings>({
    resolver: zodResolver(UpdateFirmSettingsSchema),
    defaultValues: defaultsOf(firm),
  });

  const onSubmit = handleSubmit(async (body) => {
    try {
      const saved = await update.mutateAsync(body);
      reset(defaultsOf(saved));
      toast.success(FIRM_MESSAGES.saved);
    } catch (error) {
      const fields = isAppError(error) ? error.fields : undefined;
      const first = fields ? (Object.keys(fields)[0] as Field | undefined) : undefined;
      if (first && fields?.[first]) {
        setError(first, { type: 'server', message: fields[first] }, { shouldFocus: true });
        return;
      }
      toast.error(error instanceof Error ? error.message : String(error));
    }
  });

  const text = (name: Field, id: string, label: string, extra: Partial<React.ComponentProps<typeof TextField>> = {}) => {
    const error = name.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], errors) as { message?: unknown } | undefined;
    return (
      <TextField
        id={id}
        label={label}
        autoComplete="off"
        error={typeof error?.message === 'string' ? error.message : undefined}
        {...extra}
        {...register(name, name.startsWith('fsvBand') || name === 'minComparables' ? { valueAsNumber: true } : undefined)}
      />
    );
  };

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-4">
      <Group title="The firm" hint="Its registered name and numbers, on the cover of every report.">
        {text('name', 'firm-name', L.name, { className: 'sm:col-span-2', autoComplete: 'organization' })}
        {text('vrbFirmNumber', 'firm-vrb-number', L.vrbFirmNumber, { placeholder: 'e.g. VRB/F/0042', hint: 'Printed in the footer of every page.' })}
        {text('companyRegistration', 'firm-company-registration', L.companyRegistration, { placeholder: 'e.g. PVT-AB12CD3' })}
        {text('kraPin', 'firm-kra-pin', L.kraPin, { placeholder: 'e.g. P051234567Q' })}
        {text('vatRegistration', 'firm-vat-registration', L.vatRegistration)}
      </Group>
      <Group title="Addresses and contacts" hint="On the cover, under every e-mail and on the public verification page.">
        {text('physicalAddress', 'firm-physical-address', L.physicalAddress, { className: 'sm:col-span-2', placeholder: 'Building, street, town' })}
        {text('postalAddress', 'firm-postal-address', L.postalAddress, { placeholder: 'e.g. P.O. Box 12345-00100, Nairobi' })}
        {text('phone', 'firm-phone', L.phone, { type: 'tel', placeholder: 'e.g. 0712 345 678' })}
        {text('email', 'firm-email', L.email, { type: 'email', placeholder: 'e.g. office@firm.co.ke' })}
        {text('website', 'firm-website', L.website, { type: 'url', placeholder: 'https://' })}
      </Group>
      <Group title="Reports" hint="Who signs for the firm beside the valuer, the forced sale value band the report checks warn outside of, and the comparable sales a comparison valuation needs.">
        {text('signatory.name', 'firm-signatory-name', 'Signs for the firm (name)', { placeholder: 'e.g. Jane Mwangi' })}
        {text('signatory.title', 'firm-signatory-title', 'Their title', { placeholder: 'e.g. Managing Director' })}
        {text('fsvBand.min', 'firm-fsv-min', 'Lowest forced sale value (share of market value)', { type: 'number', inputMode: 'decimal', step: '0.01', min: '0.01', max: '1', hint: 'e.g. 0.70 for 70 %' })}
        {text('fsvBand.max', 'firm-fsv-max', 'Highest forced sale value (share of market value)', { type: 'number', inputMode: 'decimal', step: '0.01', min: '0.01', max: '1', hint: 'e.g. 0.85 for 85 %' })}
        {text('minComparables', 'firm-min-comparables', L.minComparables, { type: 'number', inputMode: 'numeric', step: '1', min: '0', max: '20', hint: 'A comparison-method report with fewer recorded sales cannot be submitted (0 to 20).' })}
      </Group>
      <Button type="submit" className="w-full sm:w-fit" disabled={update.isPending}>
        {update.isPending ? <Spinner className="size-4 text-current" label="Saving" /> : null}
        Save firm details
      </Button>
    </form>
  );
}
