import { zodResolver } from '@hookform/resolvers/zod';
import { type SignInInput, SignInSchema } from '@thamani/domain/auth';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { TextField } from '@/components/form/text-field';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { loadAuthClient } from '@/lib/auth/session-api';
import { useAuth } from '@/lib/auth/use-auth';

interface SignInFormProps {
  defaultEmail?: string;
  /** Told true when a sign-in starts and false when it fails (a success leaves for another page). */
  onSigningIn?: (isSigningIn: boolean) => void;
}

export function SignInForm({ defaultEmail = '', onSigningIn }: SignInFormProps) {
  const { signIn } = useAuth();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<SignInInput>({
    resolver: zodResolver(SignInSchema),
    defaultValues: { email: defaultEmail, password: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    onSigningIn?.(true);
    try {
      await signIn(values);
    } catch (error) {
      onSigningIn?.(false);
      // The toast already shows the server's message; keep a trace for support.
      console.error('Sign-in failed:', error);
    }
  });

  return (
    <form
      noValidate
      onSubmit={(e) => void onSubmit(e)}
      // The sign-in code (better-auth's client) is fetched while the person types, not after the
      // click; not on the page's load, which stays light.
      onFocus={() => void loadAuthClient()}
      className="grid gap-4"
      aria-label="Sign in"
    >
      <TextField
        id="signin-email"
        label="Email"
        type="email"
        autoComplete="email"
        placeholder="you@example.com"
        error={errors.email?.message}
        {...register('email')}
      />
      <TextField
        id="signin-password"
        label="Password"
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        labelAside={
          <Link
            to={paths.forgotPassword}
            className="rounded-sm text-sm text-primary underline-offset-4 hover:underline"
          >
            Forgot password?
          </Link>
        }
        {...register('password')}
      />
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? <Spinner className="size-4 text-current" label="Signing in" /> : null}
        Sign In
      </Button>
    </form>
  );
}
