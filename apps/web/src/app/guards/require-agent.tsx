import { GUARD_MESSAGES } from '@thamani/domain/messages';
import { can } from '@thamani/domain/access';
import { type ReactNode, useEffect } from 'react';
import { Navigate } from 'react-router';
import { toast } from 'sonner';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth/use-auth';
import { PendingPage } from './pending-page';
import { RequireAuth } from './require-auth';

/** The valuers' workspace: whoever may enter it (valuers and admins); otherwise "Access denied" and a redirect to /. */
export function RequireAgent({ children }: { children: ReactNode }) {
  return (
    <RequireAuth>
      <AgentCheck>{children}</AgentCheck>
    </RequireAuth>
  );
}

function AgentCheck({ children }: { children: ReactNode }) {
  const { status, role } = useAuth();
  const denied = status === 'signed-in' && !can({ role }, 'workspace:enter');

  useEffect(() => {
    if (denied) {
      toast.error(GUARD_MESSAGES.accessDeniedTitle, { id: 'guard-agent', description: GUARD_MESSAGES.agentRequired });
    }
  }, [denied]);

  if (status !== 'signed-in') {
    return <PendingPage label="Checking your access" />;
  }
  if (denied) {
    return <Navigate to={paths.home} replace />;
  }
  return children;
}
