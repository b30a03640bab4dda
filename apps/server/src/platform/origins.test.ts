import { describe, expect, it } from 'vitest';
import { explainInvalidOrigin, formatReadyAddresses, listLocalOrigins, listTrustedOrigins, type NetworkInterfaces } from './origins.ts';

const entry = (address: string, family: 'IPv4' | 'IPv6', internal = false, scopeid = 0) =>
  ({ address, family, internal, netmask: '', mac: '00:00:00:00:00:00', cidr: null, ...(family === 'IPv6' ? { scopeid } : {}) }) as NonNullable<
    NetworkInterfaces[string]
  >[number];

/** A laptop on Wi-Fi: loopback, one LAN address of each family, a link-local IPv6. */
const LAPTOP: NetworkInterfaces = {
  lo: [entry('127.0.0.1', 'IPv4', true), entry('::1', 'IPv6', true)],
  wlan0: [entry('192.168.1.20', 'IPv4'), entry('fd00::20', 'IPv6'), entry('fe80::1c2b:3aff:fe4d:5e6f', 'IPv6', false, 3)],
};

describe('listLocalOrigins', () => {
  it('on all IPv4 addresses (the default HOST): the loopback names and this machine’s IPv4 addresses', () => {
    expect(listLocalOrigins(3000, '0.0.0.0', LAPTOP)).toEqual(['http://localhost:3000', 'http://127.0.0.1:3000', 'http://192.168.1.20:3000']);
  });

  it('on all addresses (HOST=::): IPv6 too, in brackets; never a link-local address a browser cannot open', () => {
    expect(listLocalOrigins(8080, '::', LAPTOP)).toEqual([
      'http://localhost:8080',
      'http://127.0.0.1:8080',
      'http://[::1]:8080',
      'http://192.168.1.20:8080',
      'http://[fd00::20]:8080',
    ]);
  });

  it('on loopback only: no network address (a phone could not reach it)', () => {
    expect(listLocalOrigins(3000, '127.0.0.1', LAPTOP)).toEqual(['http://localhost:3000', 'http://127.0.0.1:3000']);
    expect(listLocalOrigins(3000, '::1', LAPTOP)).toEqual(['http://localhost:3000', 'http://[::1]:3000']);
  });

  it('on one chosen address: that address', () => {
    expect(listLocalOrigins(3000, '192.168.1.20', LAPTOP)).toEqual(['http://192.168.1.20:3000']);
  });
});

describe('listTrustedOrigins', () => {
  const demo = { publicUrl: 'http://localhost:3000', isProduction: false, port: 3000, host: '0.0.0.0' };

  it('the demo trusts PUBLIC_URL and every local address once', () => {
    expect(listTrustedOrigins(demo, LAPTOP)).toEqual(['http://localhost:3000', 'http://127.0.0.1:3000', 'http://192.168.1.20:3000']);
    expect(listTrustedOrigins({ ...demo, publicUrl: 'http://thamani.lan:3000/' }, LAPTOP)[0]).toBe('http://thamani.lan:3000');
  });

  it('production trusts PUBLIC_URL only', () => {
    expect(listTrustedOrigins({ ...demo, isProduction: true, publicUrl: 'https://thamani.example' }, LAPTOP)).toEqual(['https://thamani.example']);
  });
});

describe('explainInvalidOrigin', () => {
  it('turns better-auth’s bare "Invalid origin" into where the site is; other answers pass untouched', async () => {
    const invalid = new Response(JSON.stringify({ code: 'INVALID_ORIGIN', message: 'Invalid origin' }), {
      status: 403,
      headers: { 'content-type': 'application/json', 'set-cookie': 'a=b' },
    });
    const explained = await explainInvalidOrigin(invalid, 'https://thamani.example');
    expect(explained.status).toBe(403);
    expect(await explained.json()).toEqual({
      code: 'FORBIDDEN',
      key: 'http.siteIsElsewhere',
      params: { publicUrl: 'https://thamani.example' },
      message: 'This site is at https://thamani.example — open it there and try again.',
    });

    const otherForbidden = new Response(JSON.stringify({ code: 'INVALID_CALLBACK_URL', message: 'Invalid callbackURL' }), { status: 403 });
    expect(await explainInvalidOrigin(otherForbidden, 'https://thamani.example')).toBe(otherForbidden);
    const ok = new Response('{}', { status: 200 });
    expect(await explainInvalidOrigin(ok, 'https://thamani.example')).toBe(ok);
  });
});

it('formatReadyAddresses prints one address a line', () => {
  expect(formatReadyAddresses(['http://localhost:3000', 'http://192.168.1.20:3000'])).toBe(
    'Thamani is ready. Open it at any of:\n  http://localhost:3000\n  http://192.168.1.20:3000\n',
  );
});
