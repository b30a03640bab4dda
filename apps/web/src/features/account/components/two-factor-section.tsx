import { ACCOUNT_MESSAGES } from '@thamani/domain/account';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { applyChange } from '@/lib/cache/apply-change';
import { TextField } from '@/components/form/text-field';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth/use-auth';
import { disableTwoFactor, regenerateBackupCodes } from '../api/auth-endpoints';
import { BackupCodes } from './backup-codes';

/** Two-factor sign-in: its state, set-up, new backup codes and turning it off (each with the password). */
export function TwoFactorSection() {
  const { me } = useAuth();
  const queryClient = useQueryClient();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [codes, setCodes] = useState<string[] | null>(null);
  const enabled = me?.twoFactor?.enabled === true;
  const required = me?.twoFactor?.required === true;

  const run = async (work: () => Promise<void>) => {
    if (password === '') {
      setError(ACCOUNT_MESSAGES.currentPasswordRequired);
      return;
    }
    setBusy(true);
    setError(undefined);
    try {
      await work();
      setPassword('');
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setBusy(false);
    }
  };

  const renew = () =>
    run(async () => {
      setCodes(await regenerateBackupCodes(password));
      toast.success(ACCOUNT_MESSAGES.backupCodesRenewed);
    });

  const turnOff = () =>
    run(async () => {
      await disableTwoFactor(password);
      setCodes(null);
      await applyChange(queryClient, 'account.two-factor');
      toast.success(ACCOUNT_MESSAGES.twoFactorTurnedOff);
    });

  return (
    <div className="grid gap-4">
      <p className="flex flex-wrap items-center gap-2 text-sm">
        <Badge variant={enabled ? 'success' : 'outline'}>{enabled ? ACCOUNT_MESSAGES.twoFactorOn : ACCOUNT_MESSAGES.twoFactorOff}</Badge>
        {required ? <span className="text-muted-foreground">Your role needs it.</span> : null}
      </p>
      <p className="text-sm text-muted-foreground">
        After your password, Thamani asks for a 6-digit code from an authenticator app on your phone (Google Authenticator, Microsoft
        Authenticator, 1Password…). Someone who learns your password still cannot sign in.
      </p>
      {enabled ? (
        <div className="grid gap-3">
          <TextField
            id="two-factor-password"
            label="Current password"
            type="password"
            autoComplete="current-password"
            value={password}
            error={error}
            onChange={(e) => setPassword(e.target.value)}
          />
          <div className="flex flex-wrap gap-2">
            <Button type="button" variant="outline" disabled={busy} onClick={() => void renew()}>
              Make new backup codes
            </Button>
            <Button type="button" variant="destructive" disabled={busy} onClick={() => void turnOff()}>
              Turn off two-factor sign-in
            </Button>
          </div>
          {codes ? <BackupCodes codes={codes} /> : null}
        </div>
      ) : (
        <Button asChild className="w-fit">
          <Link to={paths.accountTwoFactor}>Set up two-factor sign-in</Link>
        </Button>
      )}
    </div>
  );
}
