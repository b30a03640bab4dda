import { useContext } from 'react';
import { AuthContext, type AuthContextValue } from './auth-context';

export type { AuthContextValue, AuthStatus } from './auth-context';

/** The auth state; using it outside its provider throws. */
export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) {
    throw new Error('useAuth must be used within AuthProvider');
  }
  return value;
}
