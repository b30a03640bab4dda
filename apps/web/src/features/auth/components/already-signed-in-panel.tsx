import { AUTH_MESSAGES } from '@thamani/domain/messages';
import { type Role, ROLES } from '@thamani/domain/access';
import { useQuery } from '@tanstack/react-query';
import { Home } from 'lucide-react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { settingsQueryOptions } from '@/lib/auth/auth-keys';
import { useAuth } from '@/lib/auth/use-auth';
import { useChangeRole } from '../api/change-role';

const ROLE_BUTTONS: Record<Role, string> = { admin: 'Set as Admin', agent: 'Set as Agent', user: 'Set as User' };
const BUTTON_ORDER: Role[] = ['admin', 'agent', 'user'];

/** What /auth shows a visitor who is already signed in: who they are, where to go, and the role switch. */
export function AlreadySignedInPanel() {
  const { me, email } = useAuth();
  const settings = useQuery(settingsQueryOptions());
  const changeRole = useChangeRole();
  const currentRole = me?.role ?? null;

  const setRole = (role: Role) => {
    toast(AUTH_MESSAGES.roleChanging(role));
    changeRole.mutate(role, {
      onSuccess: () => toast.success(AUTH_MESSAGES.roleChanged(role), { description: AUTH_MESSAGES.roleChangedNote }),
      onError: (error) => {
        console.error(AUTH_MESSAGES.roleUpdateError, error);
        toast.error(AUTH_MESSAGES.roleChangeFailedTitle, { description: AUTH_MESSAGES.roleChangeFailedDescription });
      },
    });
  };

  return (
    <Card className="w-full max-w-md">
      <CardHeader>
        <CardTitle as="h1" className="text-2xl">
          You are signed in
        </CardTitle>
        <CardDescription>Your account details are below.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
          <dt className="text-muted-foreground">Email</dt>
          <dd className="font-medium break-all">{me?.user.email ?? email}</dd>
          <dt className="text-muted-foreground">Current role</dt>
          <dd className="font-medium">{currentRole ?? 'No role assigned'}</dd>
        </dl>
        <section aria-labelledby="role-switch-title" className="grid gap-3">
          <h2 id="role-switch-title" className="text-sm font-semibold">
            Change role (for testing)
          </h2>
          {settings.data?.roleSelfService === false ? (
            <Alert variant="info" role="status">
              <AlertDescription>{AUTH_MESSAGES.roleSelfServiceOff}</AlertDescription>
            </Alert>
          ) : (
            <div className="flex flex-wrap gap-2">
              {BUTTON_ORDER.filter((r) => ROLES.includes(r)).map((role) => {
                const isActive = currentRole === role;
                return (
                  <Button
                    key={role}
                    variant={isActive ? 'default' : 'outline'}
                    aria-pressed={isActive}
                    disabled={changeRole.isPending || settings.isPending}
                    onClick={() => setRole(role)}
                  >
                    {ROLE_BUTTONS[role]}
                  </Button>
                );
              })}
            </div>
          )}
        </section>
      </CardContent>
      <CardFooter>
        <Button variant="secondary" asChild className="w-full">
          <Link to={paths.home}>
            <Home aria-hidden="true" />
            Go to Home Page
          </Link>
        </Button>
      </CardFooter>
    </Card>
  );
}
