import { zodResolver } from '@hookform/resolvers/zod';
import { ACCOUNT_MESSAGES, ChangePasswordFormSchema, type ChangePasswordFormInput } from '@thamani/domain/account';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { applyChange } from '@/lib/cache/apply-change';
import { TextField } from '@/components/form/text-field';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { changePassword } from '../api/auth-endpoints';

/** Change the password: the current one first; signing the other devices out is offered. */
export function PasswordForm() {
  const queryClient = useQueryClient();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ChangePasswordFormInput>({
    resolver: zodResolver(ChangePasswordFormSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '', revokeOtherSessions: true },
  });

  const onSubmit = handleSubmit(async ({ currentPassword, newPassword, revokeOtherSessions }) => {
    try {
      await changePassword({ currentPassword, newPassword, revokeOtherSessions });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (message === ACCOUNT_MESSAGES.currentPasswordWrong) {
        setError('currentPassword', { message });
        return;
      }
      toast.error('Could not change your password', { description: message });
      return;
    }
    reset();
    await applyChange(queryClient, 'account.password');
    toast.success(revokeOtherSessions ? ACCOUNT_MESSAGES.passwordChangedOthersSignedOut : ACCOUNT_MESSAGES.passwordChanged);
  });

  return (
    <form noValidate aria-label="Change password" className="grid gap-4" onSubmit={(e) => void onSubmit(e)}>
      <TextField
        id="password-current"
        label="Current password"
        type="password"
        autoComplete="current-password"
        error={errors.currentPassword?.message}
        {...register('currentPassword')}
      />
      <TextField
        id="password-new"
        label="New password"
        type="password"
        autoComplete="new-password"
        hint="At least 6 characters."
        error={errors.newPassword?.message}
        {...register('newPassword')}
      />
      <TextField
        id="password-confirm"
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      <label className="flex w-fit items-center gap-2 text-sm">
        <input type="checkbox" className="size-4 accent-primary" {...register('revokeOtherSessions')} />
        Sign out my other devices
      </label>
      <Button type="submit" className="w-fit" disabled={isSubmitting}>
        {isSubmitting ? <Spinner className="size-4 text-current" label="Saving" /> : null}
        Change password
      </Button>
    </form>
  );
}
