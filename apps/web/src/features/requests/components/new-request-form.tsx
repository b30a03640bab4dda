import { AppError } from '@thamani/domain/app-error';
import { REQUEST_TOAST_MESSAGES as M } from '@thamani/domain/messages';
import { REQUEST_PURPOSES, REQUEST_PURPOSE_LABELS, type CreateRequestBody } from '@thamani/domain/requests';
import { nairobiToday } from '@thamani/domain/visits';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { DateFormField } from '@/components/form/date-form-field';
import { SelectField } from '@/components/form/select-field';
import { TextareaField } from '@/components/form/textarea-field';
import { TextField } from '@/components/form/text-field';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { uploadRequestDocument } from '@/entities/document/api/upload-request-document';
import { useCreateRequest } from '../api/create-request';
import { checkPending, uploadPending, type PendingDocument } from '../lib/pending-documents';
import type { RequestPrefill } from '../request-prefill';
import { PendingDocumentsField } from './pending-documents-field';
import {
  isRequestFormField,
  requestFormDefaults,
  requestFormResolver,
  type RequestFormValues,
} from './request-form-values';
import { RequestFeeSection } from './request-fee-section';
import { RequestPropertyFields } from './request-property-fields';

const PURPOSE_OPTIONS = REQUEST_PURPOSES.map((purpose) => ({ value: purpose, label: REQUEST_PURPOSE_LABELS[purpose] }));

type NewRequestFormProps = {
  prefill: RequestPrefill | null;
  /** Called with the new request's id once the server has created it. */
  onCreated: (id: string) => void;
};

/** The /request form: the shared CreateRequestSchema checks it here and again on the server. */
export function NewRequestForm({ prefill, onCreated }: NewRequestFormProps) {
  const form = useForm<RequestFormValues, unknown, CreateRequestBody>({
    resolver: requestFormResolver,
    defaultValues: requestFormDefaults(prefill),
  });
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = form;
  const create = useCreateRequest();
  const [documents, setDocuments] = useState<PendingDocument[]>([]);
  const isPending = isSubmitting || create.isPending;

  const onSubmit = handleSubmit(async (body) => {
    // Each attached file needs its kind (and a size and type the server accepts) before anything is sent.
    const checked = checkPending(documents);
    const firstBad = checked.findIndex((d) => d.error);
    if (firstBad >= 0) {
      setDocuments(checked);
      toast.error(M.submitFailed, { description: checked[firstBad]?.error });
      return;
    }
    let createdId: string;
    try {
      createdId = (await create.mutateAsync(body)).id;
    } catch (error) {
      showServerError(error);
      return;
    }
    toast.success(M.submitted, { description: M.submittedDescription });
    // The request exists whatever happens to its files: say which did not arrive; its page offers the upload again.
    const failed = await uploadPending(createdId, documents, uploadRequestDocument);
    for (const f of failed) {
      toast.error(`${f.name} was not uploaded`, { description: `${f.message} You can add it on the request's page.` });
    }
    onCreated(createdId);
  });

  function showServerError(error: unknown) {
    const fields = error instanceof AppError ? Object.entries(error.fields ?? {}) : [];
    const onForm = fields.filter(([name]) => isRequestFormField(name));
    onForm.forEach(([name, message], index) => {
      setError(name as keyof RequestFormValues, { type: 'server', message }, { shouldFocus: index === 0 });
    });
    const description = onForm.length > 0 ? M.fixFields : error instanceof Error ? error.message : undefined;
    toast.error(M.submitFailed, { description });
  }

  return (
    <form noValidate aria-label="Valuation request" onSubmit={(event) => void onSubmit(event)} className="grid gap-8">
      <RequestPropertyFields form={form} />
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-lg font-semibold">The valuation</legend>
        <SelectField
          id="request-purpose"
          label="Purpose"
          placeholder="Select what the valuation is for"
          options={PURPOSE_OPTIONS}
          error={errors.purpose?.message}
          {...register('purpose')}
        />
        <DateFormField
          id="request-preferred-date"
          label="Preferred date"
          control={form.control}
          name="preferredDate"
          min={nairobiToday()}
          hint="When a valuer could visit. We confirm the exact time with you."
          error={errors.preferredDate?.message}
        />
        <TextField
          id="request-phone"
          label="Contact phone"
          type="tel"
          autoComplete="tel"
          placeholder="+254 712 345 678"
          hint="A Kenyan mobile number the valuer can call."
          error={errors.contactPhone?.message}
          {...register('contactPhone')}
        />
        <TextareaField
          id="request-notes"
          label="Notes"
          className="sm:col-span-2"
          rows={4}
          placeholder="Access, gate codes, deadlines — anything the valuer should know"
          hint="Optional."
          error={errors.notes?.message}
          {...register('notes')}
        />
      </fieldset>
      <RequestFeeSection form={form} />
      <PendingDocumentsField value={documents} onChange={setDocuments} disabled={isPending} />
      <div className="flex justify-end">
        <Button type="submit" size="lg" disabled={isPending}>
          {isPending ? <Spinner className="size-4 text-current" label="Submitting" /> : null}
          Submit Request
        </Button>
      </div>
    </form>
  );
}
