import { formatKsh } from '@thamani/domain/money';
import { describeMpesaResult } from '@thamani/domain/payments';
import { formatKenyanPhone } from '@thamani/domain/phone';
import { WRONG_PIN } from './outcomes.ts';
import { PHONE_PAGE_CSS } from './phone-page.css.ts';
import type { CallbackMode, Prompt } from './prompt.ts';

export interface PhonePageView {
  /** Where the simulator's pages are mounted ("" or "/simulators/daraja"). */
  basePath: string;
  businessName: string;
  /** The number being watched, as typed. */
  number: string;
  prompt?: Prompt;
  /** The prompt last answered on the watched number. */
  ended?: Prompt;
  error?: string;
  lateCallbackMs: number;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}

const phoneOf = (daraja: string) => formatKenyanPhone(`+${daraja}`);

function describeCallback(mode: CallbackMode): string {
  switch (mode.kind) {
    case 'now':
      return 'sent at once';
    case 'delay':
      return `sent after ${Math.round(mode.ms / 1000)} s`;
    case 'twice':
      return 'sent twice';
    case 'never':
      return 'never sent';
  }
}

function endedNotice(prompt: Prompt): string {
  const result = prompt.result;
  if (!result) {
    return '';
  }
  const receipt = result.receiptNumber ? ` Receipt ${escapeHtml(result.receiptNumber)}.` : '';
  return `<p class="notice">Last prompt on ${escapeHtml(phoneOf(prompt.phone))} (${escapeHtml(formatKsh(prompt.amount))}): ${escapeHtml(
    describeMpesaResult(result.code).message,
  )} Result ${result.code}, “${escapeHtml(result.desc)}”.${receipt} Callback ${describeCallback(result.callbackMode)}.</p>`;
}

function promptForm(view: PhonePageView, prompt: Prompt): string {
  const late = Math.round(view.lateCallbackMs / 1000);
  const question = `Do you want to pay ${formatKsh(prompt.amount)} to ${view.businessName} account ${prompt.accountReference}? Enter M-Pesa PIN`;
  const error = view.error ? `<p class="error" id="pin-error">${escapeHtml(view.error)}</p>` : '';
  const choice = (value: string, label: string, checked = false) =>
    `<label class="choice"><input type="radio" name="callback" value="${value}"${checked ? ' checked' : ''}> ${label}</label>`;
  return `<form method="post" action="${escapeHtml(view.basePath)}/phone">
  <input type="hidden" name="checkoutRequestId" value="${escapeHtml(prompt.checkoutRequestId)}">
  <input type="hidden" name="number" value="${escapeHtml(`0${prompt.phone.slice(3)}`)}">
  <p class="muted">To ${escapeHtml(phoneOf(prompt.phone))}</p>
  <p class="prompt" id="prompt-text">${escapeHtml(question)}</p>
  <label for="pin">M-Pesa PIN</label>
  <input id="pin" name="pin" type="password" inputmode="numeric" pattern="[0-9]{4}" maxlength="4" autocomplete="off"
    aria-describedby="${view.error ? 'pin-error ' : ''}pin-hint"${view.error ? ' aria-invalid="true"' : ''}>
  <p class="muted" id="pin-hint">Any 4 digits pays; ${WRONG_PIN} is a wrong PIN.</p>
  ${error}
  <div class="buttons">
    <button type="submit" name="action" value="approve" class="primary">Send</button>
    <button type="submit" name="action" value="decline" formnovalidate>Cancel</button>
  </div>
  <section class="controls" aria-labelledby="controls-heading">
    <h2 id="controls-heading">Simulator controls</h2>
    <fieldset>
      <legend>Callback for this prompt</legend>
      ${choice('now', 'Now', true)}
      ${choice('late', `Late (${late} s)`)}
      ${choice('twice', 'Twice')}
      ${choice('never', 'Never')}
    </fieldset>
    <div class="buttons">
      <button type="submit" name="action" value="insufficient" formnovalidate>Insufficient funds</button>
      <button type="submit" name="action" value="unreachable" formnovalidate>Phone unreachable</button>
      <button type="submit" name="action" value="expire" formnovalidate>Let it expire</button>
    </div>
  </section>
</form>`;
}

/** The simulated payer's phone: the pending M-Pesa prompt, or word that there is none (and a reload every 3 s). */
export function renderPhonePage(view: PhonePageView): string {
  const watching = view.number === '' ? 'any phone' : escapeHtml(view.number);
  const screen = view.prompt
    ? promptForm(view, view.prompt)
    : `<p>No M-Pesa prompt for ${watching} right now.</p><p class="muted">This page checks again every 3 seconds.</p>${
        view.error ? `<p class="error">${escapeHtml(view.error)}</p>` : ''
      }`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
${view.prompt ? '' : '<noscript><meta http-equiv="refresh" content="3"></noscript>\n'}<title>${view.prompt ? 'M-Pesa prompt' : 'No M-Pesa prompt'} — simulated phone</title>
<style>${PHONE_PAGE_CSS}</style>
<script src="${escapeHtml(view.basePath)}/phone.js" defer></script>
</head>
<body>
<main data-state-url="${escapeHtml(`${view.basePath}/phone/state?number=${encodeURIComponent(view.number)}`)}" data-shown="${escapeHtml(view.prompt?.checkoutRequestId ?? '')}">
<h1>Simulated phone</h1>
<p class="muted">Daraja simulator for testing: no real money moves.</p>
<div role="status">${view.ended ? endedNotice(view.ended) : ''}</div>
<section class="screen" aria-labelledby="screen-heading">
<h2 id="screen-heading">M-Pesa</h2>
${screen}
</section>
<form method="get" action="${escapeHtml(view.basePath)}/phone">
  <label for="number">Phone number to watch</label>
  <input id="number" name="number" type="tel" inputmode="tel" autocomplete="off" value="${escapeHtml(view.number)}" aria-describedby="number-hint">
  <p class="muted" id="number-hint">E.g. 0712 345 678. Leave it empty to see any phone's prompt.</p>
  <div class="buttons"><button type="submit">Watch</button></div>
</form>
</main>
</body>
</html>
`;
}
