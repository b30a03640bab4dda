import { createHash } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { createLocalJWKSet, jwtVerify, type JSONWebKeySet } from 'jose';
import { ACCOUNT_MESSAGES, mustEnrolTwoFactor, type TwoFactorRole } from '@thamani/domain/account';
import { AppError } from '@thamani/domain/app-error';
import { JWKS_CACHE_MS } from '@thamani/domain/limits';
import { GUARD_MESSAGES, SESSION_MESSAGES } from '@thamani/domain/messages';
import { can, isValuerPermission, normalizeRole, type Permission } from '@thamani/domain/access';
import type { Db } from '#db/client.ts';
import { session, user } from '#db/schema/auth.table.ts';
import { profiles } from '#db/schema/profiles.table.ts';
import { userRoles } from '#db/schema/user-roles.table.ts';
import type { Auth } from './auth.ts';
import type { AuthCache, Identity } from './auth-cache.ts';

declare module 'fastify' {
  interface FastifyRequest {
    identity: Identity | null;
  }
}

export interface GuardDeps {
  auth: Auth;
  db: Db;
  cache: AuthCache;
  publicUrl: string;
  /** The firm callers act within (AppContext.firmId). */
  firmId: string;
  /** The clock used to check token expiry (tests move it forward). */
  now: () => Date;
  /** Roles that may use their role's routes only with two-factor sign-in on (TWO_FACTOR_REQUIRED_FOR). */
  twoFactorRequiredFor?: readonly TwoFactorRole[];
}

/** An unknown key id may trigger a JWKS reload at most this often. */
const JWKS_MISS_RELOAD_MS = 10_000;

/** Verified access tokens kept (each for at most its own lifetime and this long). */
const VERIFIED_TOKEN_TTL_MS = 60_000;
const VERIFIED_TOKEN_MAX = 10_000;

interface VerifiedToken {
  sub: string;
  sid: string;
  /** The token's own `exp` (ms). */
  exp: number;
  /** When this entry stops being trusted (ms, wall clock). */
  until: number;
}

export function createGuard(deps: GuardDeps) {
  const origin = new URL(deps.publicUrl).origin;
  let keySet: { verify: ReturnType<typeof createLocalJWKSet>; fetchedAt: number } | null = null;
  let lastMissReload = 0;

  /** One JWKS read at a time: a burst of first requests (a restart under load) shares it. */
  let loading: Promise<ReturnType<typeof createLocalJWKSet> | null> | null = null;

  async function fetchKeySet(): Promise<ReturnType<typeof createLocalJWKSet> | null> {
    const jwksDoc = (await deps.auth.api.getJwks()) as JSONWebKeySet;
    if (jwksDoc.keys.length === 0) {
      return null; // no token was ever issued; do not cache an empty set
    }
    keySet = { verify: createLocalJWKSet(jwksDoc), fetchedAt: Date.now() };
    return keySet.verify;
  }

  async function loadKeySet(): Promise<ReturnType<typeof createLocalJWKSet> | null> {
    const fresh = keySet && Date.now() - keySet.fetchedAt < JWKS_CACHE_MS;
    if (keySet && fresh) {
      return keySet.verify;
    }
    loading ??= fetchKeySet().finally(() => {
      loading = null;
    });
    return loading;
  }

  /**
   * Ed25519 verification through WebCrypto is the dearest step of an authenticated request,
   * and a browser sends the same token for up to its whole lifetime: remember the claims of
   * tokens that verified (keyed by the exact token string, so nothing unverified is ever
   * trusted). `exp` is still checked against `now()` on every use, and the session behind
   * `sid` is still looked up through the invalidated AuthCache, so revocation keeps working.
   */
  const verified = new Map<string, VerifiedToken>();

  async function verifyJwt(token: string): Promise<{ sub: string; sid: string } | null> {
    const hit = verified.get(token);
    if (hit) {
      if (hit.until > Date.now() && hit.exp > deps.now().getTime()) {
        return { sub: hit.sub, sid: hit.sid };
      }
      verified.delete(token);
    }
    const claims = await verifyJwtSignature(token);
    if (claims) {
      if (verified.size >= VERIFIED_TOKEN_MAX) {
        const oldest = verified.keys().next();
        if (!oldest.done) {
          verified.delete(oldest.value);
        }
      }
      verified.set(token, { ...claims, until: Date.now() + VERIFIED_TOKEN_TTL_MS });
      return { sub: claims.sub, sid: claims.sid };
    }
    return null;
  }

  async function verifyJwtSignature(token: string): Promise<{ sub: string; sid: string; exp: number } | null> {
    for (let attempt = 0; attempt < 2; attempt++) {
      const verify = await loadKeySet();
      if (!verify) {
        return null;
      }
      try {
        const { payload } = await jwtVerify(token, verify, {
          issuer: origin,
          audience: origin,
          algorithms: ['EdDSA'],
          currentDate: deps.now(),
        });
        if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string' || typeof payload.exp !== 'number') {
          return null;
        }
        return { sub: payload.sub, sid: payload.sid, exp: payload.exp * 1000 };
      } catch (error) {
        const code = (error as { code?: string }).code;
        if (code === 'ERR_JWKS_NO_MATCHING_KEY' && attempt === 0 && Date.now() - lastMissReload > JWKS_MISS_RELOAD_MS) {
          lastMissReload = Date.now();
          keySet = null;
          continue;
        }
        return null;
      }
    }
    return null;
  }

  /** The live session with its role (user_roles) and profile, or null. */
  async function loadIdentity(sessionId: string): Promise<{ identity: Identity; expiresAt: Date } | null> {
    const rows = await deps.db
      .select({
        sessionId: session.id,
        userId: session.userId,
        expiresAt: session.expiresAt,
        email: user.email,
        role: userRoles.role,
        profileId: profiles.id,
        twoFactorEnabled: user.twoFactorEnabled,
      })
      .from(session)
      .innerJoin(user, eq(user.id, session.userId))
      .leftJoin(userRoles, eq(userRoles.userId, session.userId))
      .leftJoin(profiles, eq(profiles.userId, session.userId))
      // A deactivated account's sessions are deleted; refusing them here too closes the window between.
      .where(and(eq(session.id, sessionId), gt(session.expiresAt, new Date()), isNull(profiles.deactivatedAt)))
      .limit(1);
    const row = rows[0];
    if (!row) {
      return null;
    }
    const identity: Identity = {
      userId: row.userId,
      sessionId: row.sessionId,
      email: row.email,
      role: normalizeRole(row.role),
      profileId: row.profileId,
      firmId: deps.firmId,
      twoFactorEnabled: row.twoFactorEnabled === true,
    };
    return { identity, expiresAt: row.expiresAt };
  }

  async function cached(key: string, load: () => Promise<{ identity: Identity; expiresAt: Date } | null>): Promise<Identity | null> {
    const hit = deps.cache.get(key);
    if (hit) {
      return hit;
    }
    const generation = deps.cache.generation;
    const loaded = await load();
    if (!loaded) {
      return null;
    }
    deps.cache.set(key, loaded.identity, loaded.expiresAt, generation);
    return loaded.identity;
  }

  async function fromBearer(token: string): Promise<Identity | null> {
    const claims = await verifyJwt(token);
    if (!claims) {
      return null;
    }
    const identity = await cached(`sid:${claims.sid}`, () => loadIdentity(claims.sid));
    return identity && identity.userId === claims.sub ? identity : null;
  }

  async function fromCookie(request: FastifyRequest, cookieValue: string): Promise<Identity | null> {
    const key = `cookie:${createHash('sha256').update(cookieValue).digest('base64url')}`;
    return cached(key, async () => {
      const headers = new Headers();
      headers.set('cookie', request.headers.cookie ?? '');
      const result = await deps.auth.api.getSession({ headers, query: { disableRefresh: true } });
      return result ? loadIdentity(result.session.id) : null;
    });
  }

  let sessionCookieName: string | null = null;
  async function getSessionCookieName(): Promise<string> {
    sessionCookieName ??= (await deps.auth.$context).authCookies.sessionToken.name;
    return sessionCookieName;
  }

  /** Bearer JWT first, then the session cookie; null when neither names a live session. */
  async function resolveIdentity(request: FastifyRequest): Promise<Identity | null> {
    const authorization = request.headers.authorization;
    if (authorization?.toLowerCase().startsWith('bearer ')) {
      return fromBearer(authorization.slice(7).trim());
    }
    const cookieValue = request.cookies[await getSessionCookieName()];
    return cookieValue ? fromCookie(request, cookieValue) : null;
  }

  /**
   * The caller's identity when the verified-token and identity caches both hold it — the common
   * authenticated call — without a promise; undefined sends the call to resolveIdentity.
   */
  function cachedBearerIdentity(request: FastifyRequest): Identity | undefined {
    const authorization = request.headers.authorization;
    if (!authorization?.toLowerCase().startsWith('bearer ')) {
      return undefined;
    }
    const hit = verified.get(authorization.slice(7).trim());
    if (!hit || hit.until <= Date.now() || hit.exp <= deps.now().getTime()) {
      return undefined;
    }
    const identity = deps.cache.get(`sid:${hit.sid}`);
    return identity?.userId === hit.sub ? identity : undefined;
  }

  /** preHandler: require a live session. A callback hook, so a cached caller costs no promise. */
  function authenticate(request: FastifyRequest, _reply: FastifyReply, done: (error?: Error) => void): void {
    const known = cachedBearerIdentity(request);
    if (known) {
      request.identity = known;
      done();
      return;
    }
    resolveIdentity(request).then(
      (identity) => {
        request.identity = identity;
        done(identity ? undefined : new AppError('UNAUTHENTICATED', SESSION_MESSAGES.noActiveSession));
      },
      (error: unknown) => done(error instanceof Error ? error : new Error(String(error))),
    );
  }

  /** Why a signed-in caller may not use a route that needs `permission`, or undefined. */
  function permissionRefusal(request: FastifyRequest, permission: Permission): AppError | undefined {
    const role = request.identity?.role ?? 'user';
    if (!can({ role }, permission)) {
      return new AppError('FORBIDDEN', isValuerPermission(permission) ? GUARD_MESSAGES.agentRequired : GUARD_MESSAGES.adminRequired);
    }
    // Turning two-factor sign-in on replaces the session, so a cached identity is never stale here.
    if (mustEnrolTwoFactor(role, deps.twoFactorRequiredFor ?? [], request.identity?.twoFactorEnabled === true)) {
      return new AppError('FORBIDDEN', ACCOUNT_MESSAGES.mustEnrol);
    }
    return undefined;
  }

  /** preHandler: require a live session whose role holds the permission. */
  function requirePermission(permission: Permission) {
    return (request: FastifyRequest, reply: FastifyReply, done: (error?: Error) => void): void => {
      authenticate(request, reply, (error) => done(error ?? permissionRefusal(request, permission)));
    };
  }

  /** Whether the request carries a session cookie at all (live or not: not looked up). */
  async function hasSessionCookie(request: FastifyRequest): Promise<boolean> {
    return Boolean(request.cookies[await getSessionCookieName()]);
  }

  return { authenticate, requirePermission, resolveIdentity, hasSessionCookie };
}

export type Guard = ReturnType<typeof createGuard>;

/** The identity set by `authenticate`; throws if a route forgot the guard. */
export function getIdentity(request: FastifyRequest): Identity {
  if (!request.identity) {
    throw new AppError('UNAUTHENTICATED', SESSION_MESSAGES.noActiveSession);
  }
  return request.identity;
}

/** OpenAPI security of guarded routes: the session cookie or a Bearer access token. */
export const AUTH_SECURITY: Array<Record<string, string[]>> = [{ cookie: [] }, { bearer: [] }];
