import { zodResolver } from '@hookform/resolvers/zod';
import { ACCOUNT_MESSAGES, UpdateAccountBodySchema, type AccountResponse } from '@thamani/domain/account';
import { AppError } from '@thamani/domain/app-error';
import { formatKenyanPhone } from '@thamani/domain/phone';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';
import { TextField } from '@/components/form/text-field';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useUpdateAccount } from '../api/update-account';

type FormValues = z.input<typeof UpdateAccountBodySchema>;

/** Name and phone. The e-mail address is the sign-in name and is shown, not changed here. */
export function ProfileForm({ account }: { account: AccountResponse }) {
  const update = useUpdateAccount();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FormValues, unknown, z.output<typeof UpdateAccountBodySchema>>({
    resolver: zodResolver(UpdateAccountBodySchema),
    defaultValues: { fullName: account.fullName ?? '', phone: account.phone ? formatKenyanPhone(account.phone) : '' },
  });

  const onSubmit = handleSubmit(async (body) => {
    try {
      await update.mutateAsync(body);
      toast.success(ACCOUNT_MESSAGES.detailsSaved);
    } catch (error) {
      if (error instanceof AppError && error.fields) {
        for (const [field, message] of Object.entries(error.fields)) {
          if (field === 'fullName' || field === 'phone') {
            setError(field, { message });
          }
        }
      }
      toast.error('Could not save your details', { description: error instanceof Error ? error.message : String(error) });
    }
  });

  return (
    <form noValidate aria-label="Your details" className="grid gap-4" onSubmit={(e) => void onSubmit(e)}>
      <TextField id="account-email" label="E-mail" value={account.email} readOnly hint="You sign in with this address." />
      <TextField id="account-name" label="Full name" autoComplete="name" error={errors.fullName?.message} {...register('fullName')} />
      <TextField
        id="account-phone"
        label="Phone (optional)"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder="+254 712 345 678"
        error={errors.phone?.message}
        {...register('phone')}
      />
      <Button type="submit" className="w-fit" disabled={isSubmitting}>
        {isSubmitting ? <Spinner className="size-4 text-current" label="Saving" /> : null}
        Save details
      </Button>
    </form>
  );
}
