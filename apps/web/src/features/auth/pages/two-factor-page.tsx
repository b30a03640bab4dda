import { ACCOUNT_MESSAGES, digitsOnly } from '@thamani/domain/account';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { TextField } from '@/components/form/text-field';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { verifySignInCode } from '../api/two-factor-sign-in';

const BACKUP_CODE = /^[A-Za-z0-9]{5}-[A-Za-z0-9]{5}$/;

/**
 * /auth/two-factor — the second sign-in step after a right password: a code from the
 * authenticator app, or one backup code. Then sign-in goes on as usual (lib/auth/auth-actions).
 */
export function TwoFactorPage() {
  const queryClient = useQueryClient();
  const [kind, setKind] = useState<'totp' | 'backup'>('totp');
  const [code, setCode] = useState('');
  const [trustDevice, setTrustDevice] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const switchKind = () => {
    setKind(kind === 'totp' ? 'backup' : 'totp');
    setCode('');
    setError(undefined);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const value = kind === 'totp' ? code : code.trim();
    if (kind === 'totp' ? !/^\d{6}$/.test(value) : !BACKUP_CODE.test(value)) {
      setError(kind === 'totp' ? ACCOUNT_MESSAGES.code : ACCOUNT_MESSAGES.backupCode);
      return;
    }
    setBusy(true);
    setError(undefined);
    try {
      await verifySignInCode(kind, value, trustDevice);
      const { finishSignIn } = await import('@/lib/auth/auth-actions');
      await finishSignIn(queryClient);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
      setBusy(false);
    }
  };

  return (
    <div className="flex justify-center px-4 py-12">
      <Card className="w-full max-w-md">
        <CardHeader>
          <CardTitle as="h1" className="text-2xl">
            Two-factor sign-in
          </CardTitle>
          <CardDescription>
            {kind === 'totp'
              ? 'Enter the 6-digit code your authenticator app shows for Thamani.'
              : 'Enter one of your backup codes. Each works once.'}
          </CardDescription>
        </CardHeader>
        <CardContent>
          <form noValidate aria-label="Two-factor sign-in" className="grid gap-4" onSubmit={(e) => void submit(e)}>
            {kind === 'totp' ? (
              <TextField
                key="totp"
                id="two-factor-code"
                label="6-digit code"
                inputMode="numeric"
                autoComplete="one-time-code"
                autoFocus
                maxLength={7}
                value={code}
                error={error}
                onChange={(e) => setCode(digitsOnly(e.target.value).slice(0, 6))}
              />
            ) : (
              <TextField
                key="backup"
                id="two-factor-backup-code"
                label="Backup code"
                autoComplete="off"
                autoCapitalize="off"
                spellCheck={false}
                autoFocus
                value={code}
                error={error}
                onChange={(e) => setCode(e.target.value)}
              />
            )}
            <label className="flex w-fit items-center gap-2 text-sm">
              <input
                type="checkbox"
                className="size-4 accent-primary"
                checked={trustDevice}
                onChange={(e) => setTrustDevice(e.target.checked)}
              />
              Trust this device for 30 days
            </label>
            <Button type="submit" disabled={busy}>
              {busy ? <Spinner className="size-4 text-current" label="Checking" /> : null}
              Verify and sign in
            </Button>
            <Button type="button" variant="link" className="w-fit px-0" onClick={switchKind}>
              {kind === 'totp' ? 'Use a backup code instead' : 'Use my authenticator app instead'}
            </Button>
          </form>
        </CardContent>
        <CardFooter>
          <Link to={paths.auth} className="rounded-sm text-sm text-primary underline-offset-4 hover:underline">
            Start again with your password
          </Link>
        </CardFooter>
      </Card>
    </div>
  );
}
