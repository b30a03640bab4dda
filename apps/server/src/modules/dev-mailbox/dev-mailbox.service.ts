import { desc } from 'drizzle-orm';
import type { DevMail } from '@thamani/domain/system';
import type { Db } from '#db/client.ts';
import { devMailbox } from '#db/schema/dev-mailbox.table.ts';
import { escapeHtml } from '#platform/mail.ts';

export const DEV_MAILBOX_LIMIT = 100;

export async function listDevMail(db: Db): Promise<DevMail[]> {
  const rows = await db.select().from(devMailbox).orderBy(desc(devMailbox.createdAt), desc(devMailbox.id)).limit(DEV_MAILBOX_LIMIT);
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}

const URL_PATTERN = /https?:\/\/[^\s<>"']+/g;

/** Escape the text part and turn its URLs into links (the only markup we emit). */
function linkify(text: string): string {
  let html = '';
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const url = match[0];
    html += escapeHtml(text.slice(last, match.index));
    html += `<a href="${escapeHtml(url)}">${escapeHtml(url)}</a>`;
    last = match.index + url.length;
  }
  return html + escapeHtml(text.slice(last));
}

export function renderDevMailbox(mails: DevMail[]): string {
  const items = mails
    .map(
      (m) => `<article>
<h2>${escapeHtml(m.subject)}</h2>
<p class="meta">To <strong>${escapeHtml(m.to)}</strong> · <time datetime="${escapeHtml(m.createdAt)}">${escapeHtml(m.createdAt)}</time></p>
<pre>${linkify(m.text)}</pre>
</article>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Development mailbox · Thamani</title>
<style>body{font-family:system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#1f2937}
article{border:1px solid #d1d5db;border-radius:.5rem;padding:1rem;margin:1rem 0}h2{margin:0 0 .25rem;font-size:1.1rem}
.meta{color:#4b5563;margin:0 0 .5rem}pre{white-space:pre-wrap;font:inherit;margin:0}a{color:#1d4ed8}</style></head>
<body><h1>Development mailbox</h1>
<p>Mail the server would have sent (no SMTP server is configured). Newest first, last ${DEV_MAILBOX_LIMIT}. Not available in production.</p>
${items || '<p>No mail yet.</p>'}
</body></html>`;
}
