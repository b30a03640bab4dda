import { zodResolver } from '@hookform/resolvers/zod';
import { AppError } from '@thamani/domain/app-error';
import {
  CREDIT_NOTE_MESSAGES,
  type Invoice,
  type ReplaceInvoiceBody,
  ReplaceInvoiceBodySchema,
} from '@thamani/domain/invoicing';
import { FilePlus2 } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { TextField } from '@/components/form/text-field';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { useReplaceInvoice } from '../api/replace-invoice';
import { PAYMENT_SCREEN_TEXTS as T } from '../payment-texts';

type FormValues = z.input<typeof ReplaceInvoiceBodySchema>;
const FIELDS = ['buyerName', 'buyerPin'] as const satisfies ReadonlyArray<keyof FormValues>;

/**
 * On an invoice credited in full, an admin issues its replacement: the same fee under the next
 * number, the buyer's name and KRA PIN as they should read (the credited invoice's to start with).
 */
export function ReplaceInvoiceDialog({ invoice }: { invoice: Pick<Invoice, 'id' | 'buyer'> }) {
  const [open, setOpen] = useState(false);
  const replace = useReplaceInvoice(invoice.id);
  const defaults = { buyerName: invoice.buyer.name, buyerPin: invoice.buyer.kraPin ?? '' };
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FormValues, unknown, ReplaceInvoiceBody>({
    resolver: zodResolver(ReplaceInvoiceBodySchema),
    defaultValues: defaults,
  });

  const onSubmit = handleSubmit(async (body) => {
    try {
      const replacement = await replace.mutateAsync(body);
      toast.success(CREDIT_NOTE_MESSAGES.replaced(replacement.number));
      setOpen(false);
    } catch (error) {
      const fields = error instanceof AppError ? (error.fields ?? {}) : {};
      const first = FIELDS.find((field) => fields[field]);
      for (const field of FIELDS) {
        const message = fields[field];
        if (message) {
          setError(field, { type: 'server', message }, { shouldFocus: field === first });
        }
      }
      if (!first) {
        toast.error(T.replaceFailed, { description: error instanceof Error ? error.message : undefined });
      }
    }
  });

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!isSubmitting) {
          setOpen(next);
          reset(defaults);
        }
      }}
    >
      <DialogTrigger asChild>
        <Button variant="outline">
          <FilePlus2 aria-hidden="true" />
          {T.replaceInvoice}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <form
          noValidate
          aria-label={T.replaceInvoice}
          className="grid gap-4"
          onSubmit={(event) => void onSubmit(event)}
        >
          <DialogHeader>
            <DialogTitle>{T.replaceInvoice}</DialogTitle>
            <DialogDescription>{T.replaceDescription}</DialogDescription>
          </DialogHeader>
          <TextField
            id="replace-invoice-buyer-name"
            label={T.buyerNameLabel}
            autoComplete="off"
            error={errors.buyerName?.message}
            {...register('buyerName')}
          />
          <TextField
            id="replace-invoice-buyer-pin"
            label={T.buyerPinLabel}
            hint={T.buyerPinHint}
            autoComplete="off"
            autoCapitalize="characters"
            error={errors.buyerPin?.message}
            {...register('buyerPin')}
          />
          <DialogFooter>
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? <Spinner className="size-4 text-current" label={T.sending} /> : null}
              {T.replaceInvoice}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
