import { zodResolver } from '@hookform/resolvers/zod';
import { ForgotPasswordSchema } from '@thamani/domain/auth';
import { useQuery } from '@tanstack/react-query';
import { CheckCircle2 } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { TextField } from '@/components/form/text-field';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { settingsQueryOptions } from '@/lib/auth/auth-keys';
import { requestPasswordReset } from '../api/password-reset';

type ForgotPasswordInput = z.input<typeof ForgotPasswordSchema>;

export function ForgotPasswordPage() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const settings = useQuery(settingsQueryOptions());
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ForgotPasswordInput>({ resolver: zodResolver(ForgotPasswordSchema), defaultValues: { email: '' } });

  const onSubmit = handleSubmit(async ({ email }) => {
    setFailure(null);
    try {
      await requestPasswordReset(email);
      setSentTo(email);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : 'Please try again.');
    }
  });

  return (
    <div className="flex justify-center px-4 py-12">
      <Card className="w-full max-w-md">
        <CardHeader>
          <CardTitle as="h1" className="text-2xl">
            Reset your password
          </CardTitle>
          <CardDescription>
            Enter the e-mail you signed up with and we will send you a link to choose a new password.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          {sentTo ? (
            <Alert variant="success" role="status">
              <CheckCircle2 aria-hidden="true" />
              <AlertTitle>Check your e-mail</AlertTitle>
              <AlertDescription>
                <p>
                  If an account exists for {sentTo}, a link to reset your password is on its way. The link works for a
                  limited time.
                </p>
                {settings.data?.devMailbox ? (
                  <p>
                    Demo mode: open the{' '}
                    <a className="text-primary underline" href="/dev/mailbox" target="_blank" rel="noreferrer">
                      development mailbox
                    </a>
                    .
                  </p>
                ) : null}
              </AlertDescription>
            </Alert>
          ) : (
            <form
              noValidate
              onSubmit={(e) => void onSubmit(e)}
              className="grid gap-4"
              aria-label="Request a password reset link"
            >
              {failure ? (
                <Alert variant="destructive">
                  <AlertTitle>Could not send the reset link</AlertTitle>
                  <AlertDescription>{failure}</AlertDescription>
                </Alert>
              ) : null}
              <TextField
                id="forgot-email"
                label="Email"
                type="email"
                autoComplete="email"
                error={errors.email?.message}
                {...register('email')}
              />
              <Button type="submit" disabled={isSubmitting}>
                {isSubmitting ? <Spinner className="size-4 text-current" label="Sending" /> : null}
                Send Reset Link
              </Button>
            </form>
          )}
        </CardContent>
        <CardFooter>
          <Link to={paths.auth} className="rounded-sm text-sm text-primary underline-offset-4 hover:underline">
            Back to Sign In
          </Link>
        </CardFooter>
      </Card>
    </div>
  );
}
