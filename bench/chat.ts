import { randomUUID } from 'node:crypto';
import http from 'node:http';
import os from 'node:os';
import pg from 'pg';
import { CHAT_PAGE_SIZE } from '@thamani/domain/chat';
import { agentEmail, clientEmail, type SeedCounts } from './seed.ts';
import { signIn } from './users.ts';

/**
 * `npm run bench -- chat` (docs/bench.md): a chat message from send to the other person's
 * screen with 200 event streams open. 200 signed-in people (clients, valuers and two admins in
 * the soak's proportions) each hold `GET /api/events` open as the browser's EventSource does;
 * pairs of them — a request's requester and its assigned valuer — talk, one message at a time
 * per conversation, each side answering after a pause. For every message we time, from just
 * before `POST /api/requests/:id/messages` is sent:
 *   - event: the other person's stream delivers `chat.message` (ids only);
 *   - screen: then the history refetch the web app makes on that event
 *     (`GET /api/requests/:id/messages?limit=30`, chat-realtime.ts) has answered with the message
 *     in it: what puts it on the other person's screen (React's render is not counted).
 * As in the browser, every receiver of the event (both parties and the admins) also refetches
 * the conversation list behind the unread badge; the sender's page refetches its history too.
 */
export interface ChatBench {
  streams: number;
  conversations: number;
  messages: number;
  /** Messages sent per second over the measured run (all conversations together). */
  rate_per_s: number;
  /** Send → the other person's screen (event, then the history fetch that contains the message). */
  p50_ms: number;
  p99_ms: number;
  max_ms: number;
  /** Send → `chat.message` on the other person's stream. */
  event_p50_ms: number;
  event_p99_ms: number;
  /** The POST itself (201). */
  send_p99_ms: number;
  /** Messages whose event never came within 10 s, or any failed call. */
  failed: number;
  load_1m: number;
}

export const CHAT_LOAD = {
  streams: Number(process.env.BENCH_CHAT_STREAMS || 200),
  conversations: Number(process.env.BENCH_CHAT_CONVERSATIONS || 40),
  messages: Number(process.env.BENCH_CHAT_MESSAGES || 400),
  /** Pause before a person answers, ms (uniform): 40 conversations at 4–12 s ≈ 5 messages a second. */
  replyMs: [4000, 12_000] as [number, number],
  /** Valuers among the people, and admins (the soak's mix: 10 %, two). */
  agentShare: 0.1,
  admins: 2,
};

const ADMIN_EMAIL = (n: number) => `chat-admin${n}@bench.thamani.test`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const rand = (min: number, max: number) => min + Math.random() * (max - min);

function quantile(values: number[], q: number): number {
  if (values.length === 0) {
    return 0;
  }
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
}
const round1 = (ms: number) => Math.round(ms * 10) / 10;

interface Person {
  email: string;
  cookie: string;
  token: string;
  stream: ChatStream | null;
}

/** The browser's EventSource on GET /api/events (cookie only), calling back on `chat.message`. */
class ChatStream {
  private req: http.ClientRequest | null = null;
  readonly ready: Promise<void>;
  dropped = 0;
  private closed = false;

  constructor(
    base: string,
    cookie: string,
    onChat: (data: { requestId: string; messageId: number }, at: number) => void,
  ) {
    this.ready = new Promise((resolve, reject) => {
      const req = http.get(`${base}/api/events`, { headers: { accept: 'text/event-stream', cookie } }, (res) => {
        if (res.statusCode !== 200) {
          reject(new Error(`GET /api/events: ${res.statusCode}`));
          res.resume();
          return;
        }
        let buffer = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          const at = performance.now();
          buffer += chunk;
          let idx: number;
          while ((idx = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, idx);
            buffer = buffer.slice(idx + 2);
            const name = /^event: ?(.*)$/m.exec(block)?.[1];
            const data = /^data: ?(.*)$/m.exec(block)?.[1];
            if (name === 'ready') {
              resolve();
            } else if (name === 'chat.message' && data) {
              onChat(JSON.parse(data) as { requestId: string; messageId: number }, at);
            }
          }
        });
        res.on('end', () => {
          if (!this.closed) {
            this.dropped += 1;
          }
        });
      });
      req.on('error', (e) => {
        if (!this.closed) {
          this.dropped += 1;
          reject(e);
        }
      });
      this.req = req;
    });
  }

  close(): void {
    this.closed = true;
    this.req?.destroy();
  }
}

/** Two admins for the bench (the request seed has none): same password hash as the seeded accounts. */
async function ensureAdmins(databaseUrl: string, count: number): Promise<string[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const emails = Array.from({ length: count }, (_, i) => ADMIN_EMAIL(i + 1));
    for (const [i, email] of emails.entries()) {
      const id = `bench-chat-admin-${i + 1}`;
      await client.query(
        `insert into "user" (id, name, email, email_verified, created_at, updated_at) values ($1, $2, $3, true, now(), now()) on conflict do nothing`,
        [id, `Chat Admin ${i + 1}`, email],
      );
      await client.query(
        `insert into account (id, account_id, provider_id, user_id, password, created_at, updated_at)
           select 'bench-account-' || $1, $1, 'credential', $1, password, now(), now() from account where user_id = 'bench-agent-1'
         on conflict do nothing`,
        [id],
      );
      await client.query(
        `insert into profiles (user_id, full_name, email) values ($1, $2, $3) on conflict do nothing`,
        [id, `Chat Admin ${i + 1}`, email],
      );
      await client.query(
        `insert into user_roles (user_id, role) values ($1, 'admin') on conflict (user_id) do update set role = 'admin'`,
        [id],
      );
    }
    return emails;
  } finally {
    await client.end();
  }
}

/**
 * Real conversations: requests assigned to one of the first `agents` valuers, each with a
 * different requester (an ordinary client, not one the other bench parts read), two per valuer.
 */
async function pickConversations(
  databaseUrl: string,
  agents: number,
  count: number,
  firstClient: number,
): Promise<Array<{ requestId: string; clientEmail: string; agentEmail: string }>> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const rows = await client.query<{ request_id: string; client_email: string; agent_email: string }>(
      `with candidates as (
         select distinct on (r.requester_id) r.id as request_id, pc.email as client_email, pa.email as agent_email, r.assigned_agent_id
           from valuation_requests r
           join profiles pa on pa.id = r.assigned_agent_id
           join profiles pc on pc.id = r.requester_id
          where r.status = 'assigned' and pa.email = any($1)
            and substring(pc.email from '^client(\\d+)@')::int >= $2
          order by r.requester_id, r.id
       )
       select request_id, client_email, agent_email from (
         select *, row_number() over (partition by assigned_agent_id order by request_id) as k from candidates
       ) t order by k, agent_email limit $3`,
      [Array.from({ length: agents }, (_, i) => agentEmail(i + 1)), firstClient, count],
    );
    if (rows.rows.length < count) {
      throw new Error(`only ${rows.rows.length} assigned requests for the chat bench (need ${count})`);
    }
    return rows.rows.map((r) => ({ requestId: r.request_id, clientEmail: r.client_email, agentEmail: r.agent_email }));
  } finally {
    await client.end();
  }
}

async function call(
  base: string,
  person: Person,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
): Promise<{ status: number; json: unknown }> {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${person.token}`,
      cookie: person.cookie,
      ...(body === undefined ? {} : { 'content-type': 'application/json', origin: base }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, json: response.status === 204 ? null : await response.json() };
}

export async function runChatBench(
  appUrl: string,
  databaseUrl: string,
  counts: SeedCounts,
  log: (line: string) => void,
): Promise<ChatBench> {
  const load = CHAT_LOAD;
  const agents = Math.max(1, Math.round(load.streams * load.agentShare));
  const clients = load.streams - agents - load.admins;
  // Clients from the middle of the seed: none of the heavy, read, sign-in or write clients.
  const firstClient = Math.floor(counts.clients / 5);
  const adminEmails = await ensureAdmins(databaseUrl, load.admins);
  const conversations = await pickConversations(databaseUrl, agents, load.conversations, firstClient);
  const talking = new Set(conversations.map((c) => c.clientEmail));
  const otherClients: string[] = [];
  for (let n = firstClient; otherClients.length < clients - talking.size && n <= counts.clients; n++) {
    if (!talking.has(clientEmail(n))) {
      otherClients.push(clientEmail(n));
    }
  }
  const emails = [
    ...adminEmails,
    ...Array.from({ length: agents }, (_, i) => agentEmail(i + 1)),
    ...talking,
    ...otherClients,
  ];
  log(
    `chat: signing in ${emails.length} people (${load.admins} admins, ${agents} valuers, ${emails.length - agents - load.admins} clients), 4 at a time`,
  );
  const people = new Map<string, Person>();
  let next = 0;
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      while (next < emails.length) {
        const email = emails[next]!;
        next += 1;
        const s = await signIn(appUrl, email);
        people.set(email, { email, cookie: s.cookie, token: s.token, stream: null });
      }
    }),
  );

  // Every receiver of chat.message refetches the conversation list (the unread badge); the two
  // parties, whose conversation is open, also refetch its history. Waiters time the receivers.
  const waiters = new Map<string, (messageId: number, at: number) => void>();
  const background: Array<Promise<unknown>> = [];
  let backgroundFailed = 0;
  const refetch = (p: Person, path: string) =>
    background.push(
      call(appUrl, p, 'GET', path).then(
        (r) => {
          if (r.status !== 200) {
            backgroundFailed += 1;
          }
        },
        () => {
          backgroundFailed += 1;
        },
      ),
    );
  const parties = new Map<string, Set<string>>();
  for (const c of conversations) {
    parties.set(c.clientEmail, new Set([...(parties.get(c.clientEmail) ?? []), c.requestId]));
    parties.set(c.agentEmail, new Set([...(parties.get(c.agentEmail) ?? []), c.requestId]));
  }
  log(`chat: opening ${people.size} event streams`);
  for (const p of people.values()) {
    p.stream = new ChatStream(appUrl, p.cookie, ({ requestId, messageId }, at) => {
      const waiter = waiters.get(`${p.email} ${requestId}`);
      if (waiter) {
        waiter(messageId, at);
      } else if (parties.get(p.email)?.has(requestId)) {
        refetch(p, `/api/requests/${requestId}/messages?limit=${CHAT_PAGE_SIZE}`);
      }
      refetch(p, '/api/chat/conversations');
    });
  }
  await Promise.all([...people.values()].map((p) => p.stream!.ready));

  const screen: number[] = [];
  const event: number[] = [];
  const send: number[] = [];
  let failed = 0;
  /** Why each failed message failed (the first few are printed). */
  const failures: string[] = [];
  let sent = 0;
  const perConversation = Math.ceil(load.messages / conversations.length);
  const loadAtStart = os.loadavg()[0]!;
  log(
    `chat: ${conversations.length} conversations, ${perConversation} messages each (${load.replyMs.join('–')} ms between turns); load ${loadAtStart.toFixed(1)}`,
  );
  const started = performance.now();

  const talk = async (c: (typeof conversations)[number]) => {
    const pair = [people.get(c.clientEmail)!, people.get(c.agentEmail)!];
    let lastId = 0;
    await sleep(rand(0, load.replyMs[1]));
    for (let i = 0; i < perConversation; i++) {
      const from = pair[i % 2]!;
      const to = pair[(i + 1) % 2]!;
      const key = `${to.email} ${c.requestId}`;
      const t0 = performance.now();
      // The receiver's event, then the history fetch the page makes on it.
      const delivered = new Promise<{ messageId: number; at: number } | null>((resolve) => {
        const timer = setTimeout(() => resolve(null), 10_000);
        waiters.set(key, (messageId, at) => {
          if (messageId > lastId) {
            clearTimeout(timer);
            resolve({ messageId, at });
          }
        });
      });
      const posted = call(appUrl, from, 'POST', `/api/requests/${c.requestId}/messages`, {
        body: `Message ${i + 1} about the valuation of this plot: when can the valuer come by?`,
        clientMessageId: randomUUID(),
      }).then((r) => {
        send.push(performance.now() - t0);
        // The sender's page refetches its history too.
        refetch(from, `/api/requests/${c.requestId}/messages?limit=${CHAT_PAGE_SIZE}`);
        if (r.status !== 201) {
          failures.push(`POST …/messages answered ${r.status}: ${JSON.stringify(r.json).slice(0, 200)}`);
          return null;
        }
        return (r.json as { id: number }).id;
      });
      const [id, ev] = await Promise.all([posted, delivered]);
      sent += 1;
      if (id === null || ev === null) {
        if (ev === null) {
          failures.push(`no chat.message event for ${to.email} within 10 s (message ${id ?? 'not sent'})`);
        }
        waiters.delete(key);
        failed += 1;
        await sleep(rand(...load.replyMs));
        continue;
      }
      event.push(ev.at - t0);
      let shown = false;
      for (let attempt = 0; attempt < 3 && !shown; attempt++) {
        const page = await call(appUrl, to, 'GET', `/api/requests/${c.requestId}/messages?limit=${CHAT_PAGE_SIZE}`);
        shown = page.status === 200 && (page.json as { items: Array<{ id: number }> }).items.some((m) => m.id === id);
      }
      waiters.delete(key);
      if (shown) {
        screen.push(performance.now() - t0);
      } else {
        failures.push(`message ${id} not in ${to.email}'s history after 3 fetches`);
        failed += 1;
      }
      lastId = id;
      await sleep(rand(...load.replyMs));
    }
  };
  await Promise.all(conversations.map(talk));
  const seconds = (performance.now() - started) / 1000;
  await Promise.all(background);
  let dropped = 0;
  for (const p of people.values()) {
    dropped += p.stream?.dropped ?? 0;
    p.stream?.close();
  }
  const result: ChatBench = {
    streams: people.size,
    conversations: conversations.length,
    messages: sent,
    rate_per_s: Math.round((sent / seconds) * 10) / 10,
    p50_ms: round1(quantile(screen, 0.5)),
    p99_ms: round1(quantile(screen, 0.99)),
    max_ms: round1(quantile(screen, 1)),
    event_p50_ms: round1(quantile(event, 0.5)),
    event_p99_ms: round1(quantile(event, 0.99)),
    send_p99_ms: round1(quantile(send, 0.99)),
    failed: failed + backgroundFailed + dropped,
    load_1m: Math.round(loadAtStart * 10) / 10,
  };
  log(
    `chat: ${result.messages} messages in ${seconds.toFixed(0)} s (${result.rate_per_s}/s) with ${result.streams} streams: screen p50 ${result.p50_ms} / p99 ${result.p99_ms} / max ${result.max_ms} ms; ` +
      `event p50 ${result.event_p50_ms} / p99 ${result.event_p99_ms} ms; send p99 ${result.send_p99_ms} ms; failed ${result.failed} (${backgroundFailed} refetches, ${dropped} dropped streams); load now ${os.loadavg()[0]!.toFixed(1)}`,
  );
  for (const why of failures.slice(0, 5)) {
    log(`  failed: ${why}`);
  }
  return result;
}
