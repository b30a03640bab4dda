import { ACCOUNT_MESSAGES, digitsOnly, groupSecret, secretFromTotpUri } from '@thamani/domain/account';
import { useQueryClient } from '@tanstack/react-query';
import QRCode from 'qrcode';
import { type FormEvent, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { applyChange } from '@/lib/cache/apply-change';
import { TextField } from '@/components/form/text-field';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth/use-auth';
import { confirmTotp, enableTwoFactor } from '../api/auth-endpoints';
import { BackupCodes } from '../components/backup-codes';

type Step = { kind: 'password' } | { kind: 'scan'; totpURI: string; backupCodes: string[] } | { kind: 'done'; backupCodes: string[] };

function useQrDataUrl(uri: string): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void QRCode.toString(uri, { type: 'svg', margin: 2 }).then((svg) => {
      if (live) {
        setUrl(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
      }
    });
    return () => {
      live = false;
    };
  }, [uri]);
  return url;
}

function PasswordStep({ onStarted }: { onStarted: (step: Step) => void }) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (password === '') {
      setError(ACCOUNT_MESSAGES.currentPasswordRequired);
      return;
    }
    setBusy(true);
    try {
      onStarted({ kind: 'scan', ...(await enableTwoFactor(password)) });
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form noValidate aria-label="Confirm your password" className="grid gap-4" onSubmit={(e) => void submit(e)}>
      <TextField
        id="setup-password"
        label="Current password"
        type="password"
        autoComplete="current-password"
        value={password}
        error={error}
        onChange={(e) => setPassword(e.target.value)}
      />
      <Button type="submit" className="w-fit" disabled={busy}>
        Continue
      </Button>
    </form>
  );
}

function ScanStep({ totpURI, onConfirmed }: { totpURI: string; onConfirmed: () => Promise<void> }) {
  const qr = useQrDataUrl(totpURI);
  const secret = secretFromTotpUri(totpURI) ?? '';
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!/^\d{6}$/.test(code)) {
      setError(ACCOUNT_MESSAGES.code);
      return;
    }
    setBusy(true);
    try {
      await confirmTotp(code);
      await onConfirmed();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="grid gap-4">
      <ol className="grid list-decimal gap-2 pl-5 text-sm">
        <li>Open your authenticator app and add an account.</li>
        <li>Scan this QR code, or type the key below.</li>
        <li>Enter the 6-digit code the app shows.</li>
      </ol>
      <div className="grid justify-items-start gap-2">
        {qr ? (
          <img src={qr} alt="QR code to add Thamani to your authenticator app" width={192} height={192} className="rounded-md bg-white p-1" />
        ) : (
          <div className="size-48 animate-pulse rounded-md bg-muted" aria-hidden="true" />
        )}
        <p className="text-sm">
          Key for typing in: <code className="font-mono break-all" data-testid="totp-secret">{groupSecret(secret)}</code>
        </p>
      </div>
      <form noValidate aria-label="Confirm with a code" className="grid gap-4" onSubmit={(e) => void submit(e)}>
        <TextField
          id="setup-code"
          label="6-digit code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={7}
          value={code}
          error={error}
          onChange={(e) => setCode(digitsOnly(e.target.value).slice(0, 6))}
        />
        <Button type="submit" className="w-fit" disabled={busy}>
          Turn on two-factor sign-in
        </Button>
      </form>
    </div>
  );
}

/** /account/two-factor — set up an authenticator app: password, QR code and key, a code, then the backup codes. */
export function TwoFactorSetupPage() {
  const { me } = useAuth();
  const queryClient = useQueryClient();
  const [step, setStep] = useState<Step>({ kind: 'password' });
  const alreadyOn = me?.twoFactor?.enabled === true && step.kind === 'password';

  const confirmed = async (backupCodes: string[]) => {
    setStep({ kind: 'done', backupCodes });
    toast.success(ACCOUNT_MESSAGES.twoFactorTurnedOn);
    await applyChange(queryClient, 'account.two-factor');
  };

  return (
    <div className="mx-auto grid w-full max-w-2xl gap-6 px-4 py-8">
      <Card>
        <CardHeader>
          <CardTitle as="h1" className="text-2xl">
            Set up two-factor sign-in
          </CardTitle>
          <CardDescription>After your password, you will also enter a code from an authenticator app on your phone.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          {me?.twoFactor?.required && !me.twoFactor.enabled ? (
            <Alert variant="info">
              <AlertTitle>Needed for your role</AlertTitle>
              <AlertDescription>{ACCOUNT_MESSAGES.mustEnrol}</AlertDescription>
            </Alert>
          ) : null}
          {alreadyOn ? (
            <p>{ACCOUNT_MESSAGES.twoFactorOn}. You can make new backup codes or turn it off on your account page.</p>
          ) : null}
          {!alreadyOn && step.kind === 'password' ? <PasswordStep onStarted={setStep} /> : null}
          {step.kind === 'scan' ? <ScanStep totpURI={step.totpURI} onConfirmed={() => confirmed(step.backupCodes)} /> : null}
          {step.kind === 'done' ? (
            <Alert variant="success" role="status">
              <AlertTitle>{ACCOUNT_MESSAGES.twoFactorOn}</AlertTitle>
              <AlertDescription>From now on, sign-in asks for a code from your app.</AlertDescription>
            </Alert>
          ) : null}
          {step.kind === 'done' ? <BackupCodes codes={step.backupCodes} /> : null}
          <Button asChild variant={step.kind === 'done' || alreadyOn ? 'default' : 'outline'} className="w-fit">
            <Link to={paths.account}>{step.kind === 'done' ? 'Done' : 'Back to your account'}</Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
