import { zodResolver } from '@hookform/resolvers/zod';
import { ResetPasswordSchema } from '@thamani/domain/auth';
import { CheckCircle2 } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { TextField } from '@/components/form/text-field';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { resetPassword } from '../api/password-reset';

type ResetPasswordInput = z.input<typeof ResetPasswordSchema>;

const INVALID_LINK = 'This reset link is invalid or has expired. Request a new one.';

/** /reset-password?token=… — the target of the e-mailed link. */
export function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const linkError = searchParams.get('error');
  const [done, setDone] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ResetPasswordInput>({
    resolver: zodResolver(ResetPasswordSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(async ({ password }) => {
    if (!token) {
      return;
    }
    setFailure(null);
    try {
      await resetPassword(token, password);
      setDone(true);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : INVALID_LINK);
    }
  });

  const invalid = !token || linkError !== null;

  return (
    <div className="flex justify-center px-4 py-12">
      <Card className="w-full max-w-md">
        <CardHeader>
          <CardTitle as="h1" className="text-2xl">
            Choose a new password
          </CardTitle>
          <CardDescription>Your new password must be at least 6 characters.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          {done ? (
            <Alert variant="success" role="status">
              <CheckCircle2 aria-hidden="true" />
              <AlertTitle>Password updated</AlertTitle>
              <AlertDescription>You can now sign in with your new password.</AlertDescription>
            </Alert>
          ) : null}
          {!done && invalid ? (
            <Alert variant="destructive">
              <AlertTitle>Reset link not valid</AlertTitle>
              <AlertDescription>{INVALID_LINK}</AlertDescription>
            </Alert>
          ) : null}
          {!done && !invalid ? (
            <form
              noValidate
              onSubmit={(e) => void onSubmit(e)}
              className="grid gap-4"
              aria-label="Choose a new password"
            >
              {failure ? (
                <Alert variant="destructive">
                  <AlertTitle>Could not reset your password</AlertTitle>
                  <AlertDescription>{failure}</AlertDescription>
                </Alert>
              ) : null}
              <TextField
                id="reset-password"
                label="New Password"
                type="password"
                autoComplete="new-password"
                error={errors.password?.message}
                {...register('password')}
              />
              <TextField
                id="reset-confirm-password"
                label="Confirm Password"
                type="password"
                autoComplete="new-password"
                error={errors.confirmPassword?.message}
                {...register('confirmPassword')}
              />
              <Button type="submit" disabled={isSubmitting}>
                {isSubmitting ? <Spinner className="size-4 text-current" label="Saving" /> : null}
                Reset Password
              </Button>
            </form>
          ) : null}
        </CardContent>
        <CardFooter className="flex justify-between gap-2">
          {done ? (
            <Button asChild>
              <Link to={paths.auth}>Sign In</Link>
            </Button>
          ) : (
            <Link
              to={paths.forgotPassword}
              className="rounded-sm text-sm text-primary underline-offset-4 hover:underline"
            >
              Request a new link
            </Link>
          )}
        </CardFooter>
      </Card>
    </div>
  );
}
