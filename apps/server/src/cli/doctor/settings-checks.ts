import type { Settings } from '#env.ts';
import { fail, ok, warn, type CheckResult } from './check-result.ts';

/** The placeholder in deploy/thamani.env.example: a copied file that was not edited. */
export const EXAMPLE_SECRET_MARK = 'replace-me';
const SECRET_MIN_LENGTH = 32;

export function checkProduction(settings: Settings): CheckResult {
  return settings.isProduction
    ? ok('NODE_ENV=production')
    : fail('NODE_ENV is not "production": the demo accounts, self-chosen roles and the development mailbox are on. Set NODE_ENV=production.');
}

export function checkSecret(settings: Settings): CheckResult {
  const secret = settings.authSecret;
  if (!secret) {
    return fail('AUTH_SECRET is not set. Make one with `openssl rand -base64 48` and put it in the environment file.');
  }
  if (secret.length < SECRET_MIN_LENGTH) {
    return fail(`AUTH_SECRET has ${secret.length} characters; it needs at least ${SECRET_MIN_LENGTH}. Make one with \`openssl rand -base64 48\`.`);
  }
  if (secret.includes(EXAMPLE_SECRET_MARK)) {
    return fail("AUTH_SECRET is still the example file's placeholder. Make one with `openssl rand -base64 48`.");
  }
  return ok(`AUTH_SECRET has ${secret.length} characters`);
}

export function checkPublicUrl(settings: Settings): CheckResult {
  const url = new URL(settings.publicUrl);
  if (url.protocol !== 'https:') {
    return fail(
      `PUBLIC_URL is ${settings.publicUrl}: sign-in cookies and e-mailed links need https. Set PUBLIC_URL to the https:// address people open (e.g. https://valuations.yourfirm.co.ke) and put the reverse proxy with its certificate in front.`,
    );
  }
  if (url.hostname === 'localhost' || url.hostname.endsWith('.localhost') || /^127\.|^\[?::1\]?$/.test(url.hostname)) {
    return fail(`PUBLIC_URL is ${settings.publicUrl}, which only this machine can open. Set it to the firm's own address.`);
  }
  return ok(`PUBLIC_URL is ${settings.publicUrl}`);
}

export function checkTrustProxy(settings: Settings): CheckResult {
  return settings.trustProxy
    ? ok('TRUST_PROXY=true (visitors are known by the proxy\'s X-Forwarded-For)')
    : warn(
        'TRUST_PROXY is off: behind a reverse proxy every visitor looks like the proxy, so one person\'s wrong passwords can block everyone. Set TRUST_PROXY=true when the server sits behind Caddy or nginx (and is not reachable past it).',
      );
}
