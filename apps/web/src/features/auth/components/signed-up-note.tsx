import { useQuery } from '@tanstack/react-query';
import { MailCheck } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { settingsQueryOptions } from '@/lib/auth/auth-keys';

/**
 * After sign-up the page itself says what happens next (the toast goes away): confirm the
 * address when the firm asks for it, then sign in below with the e-mail already filled in.
 */
export function SignedUpNote({ email }: { email: string }) {
  const settings = useQuery(settingsQueryOptions());
  const mustConfirm = settings.data?.requireEmailConfirmation ?? true;
  return (
    <Alert variant="info" role="status" className="mb-4">
      <MailCheck aria-hidden="true" />
      <AlertTitle>Your account is created</AlertTitle>
      <AlertDescription>
        {mustConfirm
          ? `We sent a confirmation link to ${email}. Open it, then sign in below with your password.`
          : `Sign in below with ${email} and your password.`}
      </AlertDescription>
    </Alert>
  );
}
