import type { MeResponse } from '@thamani/domain/me';
import type { Role } from '@thamani/domain/access';
import type { SignInInput, SignUpInput } from '@thamani/domain/auth';
import { createContext } from 'react';

export type AuthStatus = 'loading' | 'signed-in' | 'signed-out';

export type AuthContextValue = {
  status: AuthStatus;
  /** The signed-in user, profile and role from GET /api/me; null while loading or signed out. */
  me: MeResponse | null;
  /** The role from the server (user_roles); "user" when none is known. */
  role: Role;
  /** E-mail of the session user, available as soon as the session is known (before /api/me). */
  email: string | null;
  /** Signs in and redirects by role; rejects with the server's message after toasting it. */
  signIn(input: SignInInput): Promise<void>;
  /** Signs up without signing in; resolves true on success. */
  signUp(input: SignUpInput): Promise<boolean>;
  /** Global sign-out (every device), clears local state, goes to / and reloads. */
  signOut(options?: { quiet?: boolean }): Promise<void>;
  /** Refetch GET /api/me and a fresh access token (after a role change). */
  refreshSession(): Promise<void>;
};

export const AuthContext = createContext<AuthContextValue | null>(null);
