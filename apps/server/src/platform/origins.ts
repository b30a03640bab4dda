import os from 'node:os';
import { AppError } from '@thamani/domain/app-error';
import { siteIsElsewhereMessage } from '@thamani/domain/messages';
import type { Settings } from '../env.ts';

export type NetworkInterfaces = ReturnType<typeof os.networkInterfaces>;

const ANY_IPV4 = '0.0.0.0';
const ANY_IPV6 = '::';

function httpOrigin(address: string, port: number): string {
  return `http://${address.includes(':') ? `[${address}]` : address}:${port}`;
}

/**
 * The addresses a person can open the server at from this machine or its network, given where it
 * listens (HOST): the loopback names first, then this machine's own network addresses. IPv6
 * addresses only when the server listens on IPv6; link-local IPv6 (fe80::…) is left out because a
 * browser cannot open an address that needs a zone (…%eth0).
 */
export function listLocalOrigins(port: number, host: string, interfaces: NetworkInterfaces = os.networkInterfaces()): string[] {
  const onAll = host === ANY_IPV4 || host === ANY_IPV6;
  const onIpv6 = host === ANY_IPV6 || host === '::1';
  const addresses: string[] = [];
  if (onAll || host === 'localhost' || host === '127.0.0.1' || host === '::1') {
    addresses.push('localhost');
    if (host !== '::1') {
      addresses.push('127.0.0.1');
    }
    if (onIpv6) {
      addresses.push('::1');
    }
  } else {
    addresses.push(host);
  }
  if (onAll) {
    for (const entry of Object.values(interfaces).flat()) {
      if (!entry || entry.internal) {
        continue;
      }
      const isUsableIpv6 = entry.family === 'IPv6' && onIpv6 && entry.scopeid === 0 && !entry.address.toLowerCase().startsWith('fe80:');
      if (entry.family === 'IPv4' || isUsableIpv6) {
        addresses.push(entry.address);
      }
    }
  }
  return [...new Set(addresses.map((address) => httpOrigin(address, port)))];
}

/**
 * The origins whose pages may call the API and sign in. Production has one address, PUBLIC_URL.
 * The demo also answers on the loopback names and this machine's network addresses, so that
 * http://127.0.0.1:3000 or a phone on the same Wi-Fi works as well as http://localhost:3000.
 * E-mail links keep using PUBLIC_URL.
 */
export function listTrustedOrigins(
  settings: Pick<Settings, 'publicUrl' | 'isProduction' | 'port' | 'host'>,
  interfaces?: NetworkInterfaces,
): string[] {
  const own = new URL(settings.publicUrl).origin;
  if (settings.isProduction) {
    return [own];
  }
  return [...new Set([own, ...listLocalOrigins(settings.port, settings.host, interfaces)])];
}

/**
 * better-auth refuses a foreign Origin with a bare "Invalid origin"; a person needs to know where
 * the site is instead. Any other response passes through untouched.
 */
export async function explainInvalidOrigin(response: Response, publicUrl: string): Promise<Response> {
  if (response.status !== 403) {
    return response;
  }
  const body = (await response
    .clone()
    .json()
    .catch(() => null)) as { code?: unknown } | null;
  if (body?.code !== 'INVALID_ORIGIN') {
    return response;
  }
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  headers.set('content-type', 'application/json; charset=utf-8');
  return new Response(JSON.stringify(new AppError('FORBIDDEN', siteIsElsewhereMessage(publicUrl)).toJSON()), { status: 403, headers });
}

/** The start-up lines that tell a person where to open the demo: one address a line. */
export function formatReadyAddresses(origins: readonly string[]): string {
  return ['Thamani is ready. Open it at any of:', ...origins.map((origin) => `  ${origin}`), ''].join('\n');
}
