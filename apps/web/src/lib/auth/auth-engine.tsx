import { useQueryClient } from '@tanstack/react-query';
import { useLayoutEffect, useState } from 'react';
import { authKeys } from './auth-query-keys';
import type { AuthContextValue } from './auth-context';
import { AuthProvider } from './auth-provider';
import type { SessionInfo } from './session-api';
import { useAuth } from './use-auth';

type AuthEngineProps = {
  /** What the first load's session probe found (undefined when it has not answered). */
  initialSession: SessionInfo | null | undefined;
  onValue(value: AuthContextValue): void;
};

/**
 * The full auth state (session and GET /api/me in TanStack Query, token manager), loaded lazily
 * by SessionProvider, which hands its value to the app. Rendered beside the pages, not around
 * them, so they are not remounted when it arrives.
 */
export function AuthEngine({ initialSession, onValue }: AuthEngineProps) {
  const queryClient = useQueryClient();
  useState(() => {
    // The probe's answer stands for the session query: no second request.
    if (initialSession !== undefined && queryClient.getQueryData(authKeys.session) === undefined) {
      queryClient.setQueryData(authKeys.session, initialSession);
    }
  });
  return (
    <AuthProvider>
      <ReportValue onValue={onValue} />
    </AuthProvider>
  );
}

function ReportValue({ onValue }: { onValue(value: AuthContextValue): void }) {
  const value = useAuth();
  useLayoutEffect(() => onValue(value), [value, onValue]);
  return null;
}
