import { DeactivateBodySchema, PEOPLE_MESSAGES, type PersonDetail } from '@thamani/domain/people';
import { formatDateTime } from '@thamani/domain/display';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { useAuth } from '@/lib/auth/use-auth';
import { useDeactivatePerson, useReactivatePerson } from '../api/set-active';

/** Active: deactivate with a reason (every session ends at once). Deactivated: the reason, and reactivate. */
export function AccountStatusCard({ person }: { person: PersonDetail }) {
  const id = useId();
  const { me } = useAuth();
  const isSelf = me?.user.id === person.userId;
  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-3 rounded-lg border p-4">
      <h2 id={`${id}-title`} className="text-xl font-semibold">
        Account
      </h2>
      {person.status === 'deactivated' ? (
        <Deactivated person={person} />
      ) : isSelf ? (
        <p className="text-sm text-muted-foreground">Active. {PEOPLE_MESSAGES.ownDeactivation}</p>
      ) : (
        <Active person={person} />
      )}
    </section>
  );
}

function Active({ person }: { person: PersonDetail }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const deactivate = useDeactivatePerson(person.userId);
  const name = person.name ?? person.email;

  const submit = () => {
    const parsed = DeactivateBodySchema.safeParse({ reason });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? PEOPLE_MESSAGES.reason);
      return;
    }
    deactivate.mutate(parsed.data.reason, {
      onSuccess: () => {
        toast.success(`${name}'s account is deactivated`);
        setOpen(false);
        setReason('');
      },
      onError: (failure) => setError(failure.message),
    });
  };

  return (
    <>
      <p className="text-sm text-muted-foreground">
        Active. Deactivating signs {name} out everywhere at once and stops them signing in; their requests, reports
        and history stay.
      </p>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogTrigger asChild>
          <Button variant="destructive" className="w-fit">
            Deactivate account
          </Button>
        </DialogTrigger>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Deactivate {name}?</DialogTitle>
            <DialogDescription>
              They are signed out on every device now and cannot sign in until an admin reactivates the account. The
              reason is recorded in the audit log.
            </DialogDescription>
          </DialogHeader>
          <form
            className="grid gap-2"
            onSubmit={(event) => {
              event.preventDefault();
              submit();
            }}
          >
            <Label htmlFor="deactivate-reason">Reason</Label>
            <Textarea
              id="deactivate-reason"
              value={reason}
              maxLength={500}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'deactivate-reason-error' : 'deactivate-reason-hint'}
              onChange={(event) => setReason(event.target.value)}
            />
            <p id="deactivate-reason-hint" className="text-xs text-muted-foreground">
              e.g. Left the firm on 31 May
            </p>
            {error ? (
              <p id="deactivate-reason-error" role="alert" className="text-sm text-destructive">
                {error}
              </p>
            ) : null}
            <DialogFooter>
              <Button type="submit" variant="destructive" disabled={deactivate.isPending}>
                {deactivate.isPending ? <Spinner className="size-4 text-current" label="Deactivating" /> : null}
                Deactivate
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>
    </>
  );
}

function Deactivated({ person }: { person: PersonDetail }) {
  const reactivate = useReactivatePerson(person.userId);
  const name = person.name ?? person.email;
  return (
    <>
      <p className="text-sm">
        Deactivated{person.deactivatedAt ? ` on ${formatDateTime(person.deactivatedAt)}` : ''}
        {person.deactivatedReason ? `: “${person.deactivatedReason}”` : ''}. {name} cannot sign in.
      </p>
      <Button
        variant="outline"
        className="w-fit"
        disabled={reactivate.isPending}
        onClick={() =>
          reactivate.mutate(undefined, {
            onSuccess: () => toast.success(`${name} can sign in again`),
            onError: (error) => toast.error(error.message),
          })
        }
      >
        {reactivate.isPending ? <Spinner className="size-4 text-current" label="Reactivating" /> : null}
        Reactivate account
      </Button>
    </>
  );
}
