import pg from 'pg';
import { BENCH_PASSWORD } from './config.ts';

export interface SignedIn {
  email: string;
  profileId: string;
  /** The session cookie header value (name=value). */
  cookie: string;
  /** The JWT the web app sends as `Authorization: Bearer` (GET /api/auth/token). */
  token: string;
}

/** Sign in through the app the way the browser does (Origin header), then fetch the access token. */
export async function signIn(baseUrl: string, email: string, password = BENCH_PASSWORD): Promise<Omit<SignedIn, 'profileId'>> {
  const response = await fetch(`${baseUrl}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) {
    throw new Error(`sign-in of ${email} failed: ${response.status} ${await response.text()}`);
  }
  await response.arrayBuffer();
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0] ?? '')
    .filter((c) => c.includes('session_token'))
    .join('; ');
  const tokenResponse = await fetch(`${baseUrl}/api/auth/token`, { headers: { cookie } });
  if (!tokenResponse.ok) {
    throw new Error(`token of ${email} failed: ${tokenResponse.status}`);
  }
  const { token } = (await tokenResponse.json()) as { token: string };
  return { email, cookie, token };
}

export async function profileIds(databaseUrl: string, emails: string[]): Promise<Map<string, string>> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const rows = await client.query<{ email: string; id: string }>('select email, id from profiles where email = any($1)', [emails]);
    return new Map(rows.rows.map((r) => [r.email, r.id]));
  } finally {
    await client.end();
  }
}

export async function signInAll(baseUrl: string, databaseUrl: string, emails: string[]): Promise<SignedIn[]> {
  const ids = await profileIds(databaseUrl, emails);
  const out: SignedIn[] = [];
  for (const email of emails) {
    const s = await signIn(baseUrl, email);
    const profileId = ids.get(email);
    if (!profileId) {
      throw new Error(`no profile for ${email}`);
    }
    out.push({ ...s, profileId });
  }
  return out;
}
