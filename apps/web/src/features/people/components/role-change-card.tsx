import { ROLE_LABELS, roleChangeSummary, type PersonDetail } from '@thamani/domain/people';
import { ROLES, type Role } from '@thamani/domain/access';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { useChangeRole } from '../api/change-role';

const SELECT_CLASS =
  'h-10 w-full min-w-0 rounded-md border border-input bg-background px-3 text-base text-foreground focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring sm:w-56 md:text-sm';

/** The role as a phrase after "is now" / "Make … ": its label, lower case, with its article. */
const WITH_ARTICLE: Record<Role, string> = { user: 'a client', agent: 'a valuer', admin: 'an admin' };
const withArticle = (role: Role) => WITH_ARTICLE[role];

/** Choose a new role, then confirm in a dialog that says what changes; it applies at once. */
export function RoleChangeCard({ person }: { person: PersonDetail }) {
  const id = useId();
  const [role, setRole] = useState<Role>(person.role);
  const [confirming, setConfirming] = useState(false);
  const change = useChangeRole(person.userId);
  const name = person.name ?? person.email;

  const confirm = () => {
    change.mutate(role, {
      onSuccess: (saved) => {
        toast.success(`${name} is now ${withArticle(saved.role)}`);
        setConfirming(false);
      },
      onError: (error) => {
        toast.error(error.message);
        setConfirming(false);
        setRole(person.role);
      },
    });
  };

  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-3 rounded-lg border p-4">
      <h2 id={`${id}-title`} className="text-xl font-semibold">
        Role
      </h2>
      <form
        className="flex flex-wrap items-end gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          setConfirming(true);
        }}
      >
        <div className="grid min-w-0 gap-1">
          <label htmlFor={`${id}-role`} className="text-sm font-medium">
            New role
          </label>
          <select id={`${id}-role`} className={SELECT_CLASS} value={role} onChange={(event) => setRole(event.target.value as Role)}>
            {ROLES.map((r) => (
              <option key={r} value={r}>
                {ROLE_LABELS[r]}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit" disabled={role === person.role}>
          Change role
        </Button>
      </form>
      <Dialog open={confirming} onOpenChange={setConfirming}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>
              Make {name} {withArticle(role)}?
            </DialogTitle>
            <DialogDescription>{roleChangeSummary(name, person.role, role)}</DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline" onClick={() => setConfirming(false)}>
              Keep {ROLE_LABELS[person.role].toLowerCase()}
            </Button>
            <Button onClick={confirm} disabled={change.isPending}>
              {change.isPending ? <Spinner className="size-4 text-current" label="Changing" /> : null}
              Change to {ROLE_LABELS[role].toLowerCase()}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </section>
  );
}
