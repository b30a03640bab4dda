import { zodResolver } from '@hookform/resolvers/zod';
import { type SignUpInput, SignUpSchema } from '@thamani/domain/auth';
import { type Role, RoleSchema } from '@thamani/domain/access';
import { useQuery } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { TextField } from '@/components/form/text-field';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { settingsQueryOptions } from '@/lib/auth/auth-keys';
import { useAuth } from '@/lib/auth/use-auth';

const ROLE_LABELS: Record<Role, string> = { user: 'User', agent: 'Agent', admin: 'Admin' };

export function SignUpForm({ onSignedUp }: { onSignedUp: (email: string) => void }) {
  const { signUp } = useAuth();
  const settings = useQuery(settingsQueryOptions());
  const canPickRole = settings.data?.roleSelfService === true;
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<SignUpInput>({
    resolver: zodResolver(SignUpSchema),
    defaultValues: { fullName: '', email: '', password: '', confirmPassword: '', role: 'user' },
  });

  const onSubmit = handleSubmit(async (values) => {
    const ok = await signUp({ ...values, role: canPickRole ? values.role : 'user' });
    if (ok) {
      onSignedUp(values.email);
    }
  });

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="grid gap-4" aria-label="Sign up">
      <TextField
        id="signup-full-name"
        label="Full Name"
        autoComplete="name"
        error={errors.fullName?.message}
        {...register('fullName')}
      />
      <TextField
        id="signup-email"
        label="Email"
        type="email"
        autoComplete="email"
        placeholder="you@example.com"
        error={errors.email?.message}
        {...register('email')}
      />
      <TextField
        id="signup-password"
        label="Password"
        type="password"
        autoComplete="new-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <TextField
        id="signup-confirm-password"
        label="Confirm Password"
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...register('confirmPassword')}
      />
      {canPickRole ? (
        <div className="grid gap-2">
          <Label htmlFor="signup-role">Role (For testing)</Label>
          <Controller
            control={control}
            name="role"
            render={({ field }) => (
              <Select
                value={field.value ?? 'user'}
                onValueChange={(value) => field.onChange(RoleSchema.parse(value))}
                name={field.name}
              >
                <SelectTrigger id="signup-role" onBlur={field.onBlur} ref={field.ref}>
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {RoleSchema.options.map((role) => (
                    <SelectItem key={role} value={role}>
                      {ROLE_LABELS[role]}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          />
        </div>
      ) : null}
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? <Spinner className="size-4 text-current" label="Signing up" /> : null}
        Sign Up
      </Button>
    </form>
  );
}
