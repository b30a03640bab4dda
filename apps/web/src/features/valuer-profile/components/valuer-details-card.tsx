import { zodResolver } from '@hookform/resolvers/zod';
import {
  REPORT_MESSAGES,
  type UpdateValuerProfileBody,
  UpdateValuerProfileBodySchema,
  type ValuerProfile,
} from '@thamani/domain/reports';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { DataLoadErrorFallback } from '@/app/error-fallbacks/error-fallback';
import { TextField } from '@/components/form/text-field';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { VALUER_DETAILS_ANCHOR } from '@/entities/valuer-profile/lib/valuer-details-anchor';
import { isAppError } from '@/lib/errors';
import { useUpdateValuerProfile, useValuerProfile } from '../api/valuer-profile';
import { CertificateFacts } from './certificate-facts';
import { SignatureField } from './signature-field';

/**
 * "Your valuer details": the VRB number and signature printed on every report the valuer signs,
 * and the practising certificate the office recorded (read-only).
 * The checks' "valuer has a VRB number" links here.
 */
export function ValuerDetailsCard() {
  const query = useValuerProfile();
  return (
    <section
      id={VALUER_DETAILS_ANCHOR}
      aria-labelledby="valuer-details-title"
      tabIndex={-1}
      className="grid scroll-mt-24 gap-4 rounded-lg border p-4"
    >
      <div className="grid gap-1">
        <h2 id="valuer-details-title" className="text-xl font-semibold">
          Your valuer details
        </h2>
        <p className="text-sm text-muted-foreground">Printed on every report you sign.</p>
      </div>
      {query.isPending ? <Skeleton className="h-32 w-full" /> : null}
      {query.isError ? <DataLoadErrorFallback error={query.error} onRetry={() => void query.refetch()} /> : null}
      {query.data ? (
        <div className="grid gap-6 md:grid-cols-2">
          <VrbNumberForm key={query.data.vrbNumber ?? ''} profile={query.data} />
          <SignatureField profile={query.data} />
          <CertificateFacts profile={query.data} />
        </div>
      ) : null}
    </section>
  );
}

function VrbNumberForm({ profile }: { profile: ValuerProfile }) {
  const update = useUpdateValuerProfile();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<z.input<typeof UpdateValuerProfileBodySchema>, unknown, UpdateValuerProfileBody>({
    resolver: zodResolver(UpdateValuerProfileBodySchema),
    defaultValues: { vrbNumber: profile.vrbNumber ?? '' },
  });

  const onSubmit = handleSubmit(async (body) => {
    try {
      await update.mutateAsync(body);
      toast.success(REPORT_MESSAGES.valuerProfileSaved);
    } catch (error) {
      const field = isAppError(error) ? error.fields?.vrbNumber : undefined;
      if (field) {
        setError('vrbNumber', { type: 'server', message: field }, { shouldFocus: true });
        return;
      }
      toast.error(error instanceof Error ? error.message : String(error));
    }
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid content-start gap-3">
      <TextField
        id="valuer-vrb-number"
        label="VRB registration number"
        placeholder="e.g. VRB/A/1234"
        autoComplete="off"
        hint="Your number with the Valuers Registration Board."
        error={errors.vrbNumber?.message}
        {...register('vrbNumber')}
      />
      <Button type="submit" className="w-fit" disabled={update.isPending}>
        {update.isPending ? <Spinner className="size-4 text-current" label="Saving" /> : null}
        Save VRB number
      </Button>
    </form>
  );
}
