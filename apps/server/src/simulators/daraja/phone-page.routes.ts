import type { FastifyInstance, FastifyReply } from 'fastify';
import { toDarajaPhone } from '@thamani/domain/payments';
import { z } from 'zod';
import { PROMPT_ACTIONS } from './outcomes.ts';
import { renderPhonePage, type PhonePageView } from './phone-page.html.ts';
import { PHONE_PAGE_SCRIPT } from './phone-page.script.ts';
import type { CallbackMode } from './prompt.ts';
import { PromptEndedError, type SimulatorState } from './simulator-state.ts';

export interface PhonePageOptions {
  basePath: string;
  businessName: string;
  lateCallbackMs: number;
}

const PhoneFormSchema = z.object({
  checkoutRequestId: z.string().min(1),
  number: z.string().default(''),
  pin: z.string().default(''),
  action: z.enum(PROMPT_ACTIONS),
  callback: z.enum(['now', 'late', 'twice', 'never']).default('now'),
});

const PIN = /^\d{4}$/;

/** GET {prefix}/phone: the simulated phone; POST {prefix}/phone: its buttons, as a plain form. */
export function registerPhonePageRoutes(app: FastifyInstance, state: SimulatorState, options: PhonePageOptions): void {
  function page(reply: FastifyReply, status: number, view: Omit<PhonePageView, keyof PhonePageOptions>): FastifyReply {
    return reply
      .status(status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(renderPhonePage({ ...options, ...view }));
  }

  /** The page for a watched number (or any phone when none is given). */
  function watch(reply: FastifyReply, number: string, status = 200, error?: string): FastifyReply {
    if (number.trim() === '') {
      return page(reply, status, { number: '', prompt: state.pending()[0], ...(error ? { error } : {}) });
    }
    const phone = toDarajaPhone(number);
    if (phone === null) {
      return page(reply, 400, { number, error: 'That is not a Kenyan mobile number. Enter it as 0712 345 678.' });
    }
    return page(reply, status, {
      number,
      prompt: state.pendingFor(phone),
      ended: state.lastEndedFor(phone),
      ...(error ? { error } : {}),
    });
  }

  app.get('/phone', async (request, reply) => {
    const { number } = request.query as { number?: unknown };
    return watch(reply, typeof number === 'string' ? number : '');
  });

  // Which prompt the page should show: its script reloads the page when this changes.
  app.get('/phone/state', async (request) => {
    const { number } = request.query as { number?: unknown };
    const text = typeof number === 'string' ? number.trim() : '';
    const phone = text === '' ? null : toDarajaPhone(text);
    const prompt = text === '' ? state.pending()[0] : phone === null ? undefined : state.pendingFor(phone);
    return { pending: prompt?.checkoutRequestId ?? null };
  });

  app.get('/phone.js', async (_request, reply) =>
    reply
      .header('content-type', 'text/javascript; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(PHONE_PAGE_SCRIPT),
  );

  app.post('/phone', async (request, reply) => {
    const parsed = PhoneFormSchema.safeParse(request.body);
    if (!parsed.success) {
      return watch(reply, '', 400, 'The simulator did not understand that button. Reload the page and try again.');
    }
    const form = parsed.data;
    const number = form.number;
    if (form.action === 'approve' && !PIN.test(form.pin)) {
      return watch(reply, number, 400, 'Enter a 4-digit M-Pesa PIN.');
    }
    const mode: CallbackMode =
      form.callback === 'late' ? { kind: 'delay', ms: options.lateCallbackMs } : { kind: form.callback };
    try {
      const prompt = state.act(form.checkoutRequestId, form.action, form.pin, mode);
      if (!prompt) {
        return watch(reply, number, 404, 'That prompt is no longer on this phone.');
      }
    } catch (error) {
      if (error instanceof PromptEndedError) {
        return watch(reply, number, 409, 'That prompt has already ended.');
      }
      throw error;
    }
    // After a POST, a GET: reloading the page does not answer the prompt again.
    return reply.redirect(`${options.basePath}/phone?number=${encodeURIComponent(number)}`, 303);
  });
}
