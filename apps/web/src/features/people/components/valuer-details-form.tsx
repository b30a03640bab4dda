import { zodResolver } from '@hookform/resolvers/zod';
import {
  AdminValuerProfileBodySchema,
  type AdminValuerProfileBody,
  type AdminValuerProfileInput,
  type PersonDetail,
} from '@thamani/domain/people';
import { formatKenyanPhone } from '@thamani/domain/phone';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { DateFormField } from '@/components/form/date-form-field';
import { TextField } from '@/components/form/text-field';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { isAppError } from '@/lib/errors';
import { useUpdateValuerDetails } from '../api/update-valuer-details';

const FIELDS = ['vrbNumber', 'certificateYear', 'certificateExpiresOn', 'phone'] as const;

/** What the office records for a valuer after checking their papers: VRB number, practising certificate, phone. */
export function ValuerDetailsForm({ person }: { person: PersonDetail }) {
  const valuer = person.valuer;
  const update = useUpdateValuerDetails(person.userId);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<AdminValuerProfileInput, unknown, AdminValuerProfileBody>({
    resolver: zodResolver(AdminValuerProfileBodySchema),
    defaultValues: {
      vrbNumber: valuer?.vrbNumber ?? '',
      certificateYear:
        valuer?.certificateYear === null || valuer?.certificateYear === undefined ? '' : String(valuer.certificateYear),
      certificateExpiresOn: valuer?.certificateExpiresOn ?? '',
      phone: person.phone ? formatKenyanPhone(person.phone) : '',
    },
  });

  const onSubmit = handleSubmit(async (body) => {
    try {
      await update.mutateAsync(body);
      toast.success('Valuer details saved');
    } catch (error) {
      const fields = isAppError(error) ? error.fields : undefined;
      const field = FIELDS.find((name) => fields?.[name]);
      if (field && fields?.[field]) {
        setError(field, { type: 'server', message: fields[field] }, { shouldFocus: true });
        return;
      }
      toast.error(error instanceof Error ? error.message : String(error));
    }
  });

  const message = (value: unknown) => (typeof value === 'string' ? value : undefined);
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid content-start gap-3 sm:grid-cols-2">
      <TextField
        id="person-vrb-number"
        label="VRB registration number"
        placeholder="e.g. VRB/A/1234"
        autoComplete="off"
        error={message(errors.vrbNumber?.message)}
        {...register('vrbNumber')}
      />
      <TextField
        id="person-phone"
        label="Phone"
        type="tel"
        autoComplete="off"
        placeholder="e.g. 0712 345 678"
        error={message(errors.phone?.message)}
        {...register('phone')}
      />
      <TextField
        id="person-certificate-year"
        label="Practising certificate year"
        inputMode="numeric"
        placeholder="e.g. 2026"
        error={message(errors.certificateYear?.message)}
        {...register('certificateYear')}
      />
      <DateFormField
        id="person-certificate-expires"
        label="Certificate expires on"
        control={control}
        name="certificateExpiresOn"
        hint="The last day it is valid."
        error={message(errors.certificateExpiresOn?.message)}
      />
      <Button type="submit" className="w-fit" disabled={update.isPending}>
        {update.isPending ? <Spinner className="size-4 text-current" label="Saving" /> : null}
        Save valuer details
      </Button>
    </form>
  );
}
