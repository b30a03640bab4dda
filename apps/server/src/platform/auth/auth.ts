import { betterAuth } from 'better-auth';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { eq, sql } from 'drizzle-orm';
import { jwt } from 'better-auth/plugins/jwt';
import { twoFactor as twoFactorPlugin } from 'better-auth/plugins/two-factor';
import type { FastifyBaseLogger } from 'fastify';
import { ACCESS_TOKEN_TTL_SECONDS, PASSWORD_MIN_LENGTH } from '@thamani/domain/limits';
import { PEOPLE_MESSAGES } from '@thamani/domain/people';
import { normalizeRole, type Role } from '@thamani/domain/access';
import type { Db } from '#db/client.ts';
import { account, jwks, session, twoFactor, user, verification } from '#db/schema/auth.table.ts';
import { profiles } from '#db/schema/profiles.table.ts';
import { userRoles } from '#db/schema/user-roles.table.ts';
import type { Settings } from '#env.ts';
import { writeAudit } from '../audit.ts';
import { linkMail, type SendMail } from '../mail.ts';
import { auditAccountChange, auditBackupCodesRegenerated } from './auth-audit.ts';
import { AUTH_BASE_PATH } from './auth-path.ts';
import { passwordHasher } from './password-hashing.ts';
import { scopeBetterAuthStorages } from './scoped-async-storage.ts';

export interface AuthDeps {
  db: Db;
  settings: Settings;
  secret: string;
  /** Origins whose pages may sign in and call better-auth (platform/origins.ts). */
  trustedOrigins: readonly string[];
  sendMail: SendMail;
  log: FastifyBaseLogger;
  /** Called after any session row is deleted (sign-out, revoke, password reset). */
  onSessionDeleted: (sessionId: string) => Promise<void>;
}

/** Create profile + role rows and the audit entry for a new user, in one transaction. */
export async function createUserRecords(db: Db, u: { id: string; name: string; email: string }, role: Role): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(profiles).values({ userId: u.id, fullName: u.name || null, email: u.email }).onConflictDoNothing();
    await tx.insert(userRoles).values({ userId: u.id, role }).onConflictDoNothing();
    await writeAudit(tx, {
      actionType: 'user_signed_up',
      entityType: 'user',
      entityId: u.id,
      userId: u.id,
      details: { email: u.email, role },
    });
  });
}

export function createAuth(deps: AuthDeps) {
  scopeBetterAuthStorages();
  const { settings, sendMail } = deps;
  const web = settings.publicUrl;
  const origin = new URL(web).origin;
  return betterAuth({
    appName: 'Thamani',
    baseURL: web,
    basePath: AUTH_BASE_PATH,
    secret: deps.secret,
    trustedOrigins: [...deps.trustedOrigins],
    telemetry: { enabled: false },
    // better-auth skips its origin / callbackURL checks when NODE_ENV=test; keep them on
    // everywhere so the tests exercise what production runs.
    advanced: { disableOriginCheck: false },
    // Our own limiter (platform/rate-limit.ts) is shared across processes through PostgreSQL.
    rateLimit: { enabled: false },
    database: drizzleAdapter(deps.db, { provider: 'pg', schema: { user, session, account, verification, jwks, twoFactor } }),
    logger: {
      log: (level, message, ...args) => {
        const fn = level === 'error' ? deps.log.error : level === 'warn' ? deps.log.warn : deps.log.debug;
        fn.call(deps.log, { args }, `better-auth: ${message}`);
      },
    },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      autoSignIn: false,
      requireEmailVerification: settings.requireEmailConfirmation,
      revokeSessionsOnPasswordReset: true,
      password: passwordHasher(settings.passwordHashing),
      sendResetPassword: async ({ user: u, token }) => {
        const url = `${web}/reset-password?token=${encodeURIComponent(token)}`;
        await sendMail(
          linkMail(u.email, 'Reset your Thamani password', 'Someone asked to reset the password of your Thamani account.', 'Choose a new password', url),
        );
      },
      onExistingUserSignUp: async ({ user: u }) => {
        await sendMail(
          linkMail(
            u.email,
            'Someone tried to sign up with your address',
            'Someone tried to sign up to Thamani with your e-mail address, which already has an account. If it was you, sign in instead (or reset your password).',
            'Sign in',
            `${web}/auth`,
          ),
        );
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: false,
      sendVerificationEmail: async ({ user: u, token }) => {
        const callbackURL = encodeURIComponent(`${web}/auth`);
        const url = `${web}${AUTH_BASE_PATH}/verify-email?token=${encodeURIComponent(token)}&callbackURL=${callbackURL}`;
        await sendMail(linkMail(u.email, 'Confirm your Thamani e-mail address', 'Welcome to Thamani! Please confirm your e-mail address.', 'Confirm e-mail address', url));
      },
    },
    hooks: {
      // New backup codes are written to better-auth's own table, which has no database hook.
      after: createAuthMiddleware(async (ctx) => {
        const userId = ctx.context.session?.user.id;
        if (ctx.path === '/two-factor/generate-backup-codes' && userId && !(ctx.context.returned instanceof Error)) {
          await auditBackupCodesRegenerated(deps.db, userId);
        }
      }),
    },
    databaseHooks: {
      user: {
        create: {
          after: async (u, ctx) => {
            const body = (ctx?.body ?? {}) as { role?: unknown };
            const role = settings.roleSelfService ? normalizeRole(body.role) : 'user';
            try {
              await createUserRecords(deps.db, u, role);
            } catch (error) {
              // The user exists; POST /api/me/ensure repairs missing rows after sign-in.
              deps.log.error({ err: error, userId: u.id }, 'could not create profile/role rows for a new user');
            }
          },
        },
        update: {
          // Turning two-factor sign-in on or off goes through better-auth; the audit row is written here.
          after: async (u, ctx) => {
            await auditAccountChange(deps.db, ctx?.path, u.id);
          },
        },
      },
      account: {
        update: {
          after: async (a, ctx) => {
            await auditAccountChange(deps.db, ctx?.path, a.userId);
          },
        },
      },
      session: {
        create: {
          // A deactivated account gets no session: sign-in (and its two-factor step) ends here, with the reason.
          before: async (s) => {
            const rows = await deps.db
              .select({ deactivatedAt: profiles.deactivatedAt })
              .from(profiles)
              .where(eq(profiles.userId, s.userId))
              .limit(1);
            if (rows[0]?.deactivatedAt) {
              throw new APIError('FORBIDDEN', { message: PEOPLE_MESSAGES.deactivatedSignIn, code: 'ACCOUNT_DEACTIVATED' });
            }
          },
          after: async (s) => {
            await deps.db.update(profiles).set({ lastSignInAt: sql`now()` }).where(eq(profiles.userId, s.userId));
          },
        },
        delete: {
          after: async (s) => {
            await deps.onSessionDeleted(s.id);
          },
        },
      },
    },
    plugins: [
      twoFactorPlugin({
        issuer: 'Thamani',
        // Our limiter (auth-proxy.ts) counts code attempts per account and per IP; better-auth also
        // locks an account after 10 wrong codes in a row and ends a sign-in challenge after 5.
        trustDeviceMaxAge: 30 * 24 * 60 * 60,
      }),
      jwt({
        jwks: { keyPairConfig: { alg: 'EdDSA', crv: 'Ed25519' } },
        jwt: {
          issuer: origin,
          audience: origin,
          expirationTime: `${ACCESS_TOKEN_TTL_SECONDS}s`,
          // No role claim on purpose: the role is read from user_roles on every call.
          definePayload: ({ user: u, session: s }) => ({ sid: s.id, email: u.email }),
        },
      }),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;
