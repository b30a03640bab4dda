import { describe, expect, it } from 'vitest';
import { CHAT_MESSAGE_MAX_LENGTH, CHAT_MESSAGES, SendChatMessageBodySchema, canChat, safeHref, splitLinks } from './chat.ts';

const CLIENT = '00000000-0000-4000-8000-000000000001';
const VALUER = '00000000-0000-4000-8000-000000000002';
const OTHER = '00000000-0000-4000-8000-000000000003';
const ID = '00000000-0000-4000-8000-0000000000aa';

describe('canChat', () => {
  const assigned = { requesterId: CLIENT, assignedAgentId: VALUER };
  it('lets the requester, the assigned valuer and admins chat', () => {
    expect(canChat({ role: 'user', profileId: CLIENT }, assigned)).toBe(true);
    expect(canChat({ role: 'agent', profileId: VALUER }, assigned)).toBe(true);
    expect(canChat({ role: 'admin', profileId: null }, assigned)).toBe(true);
  });
  it('refuses another client, another valuer and a valuer on an open (unassigned) request', () => {
    expect(canChat({ role: 'user', profileId: OTHER }, assigned)).toBe(false);
    expect(canChat({ role: 'agent', profileId: OTHER }, assigned)).toBe(false);
    expect(canChat({ role: 'agent', profileId: VALUER }, { requesterId: CLIENT, assignedAgentId: null })).toBe(false);
    expect(canChat({ role: 'user', profileId: null }, { requesterId: null, assignedAgentId: null })).toBe(false);
  });
  it('does not let a valuer chat on a request they made as the requester', () => {
    expect(canChat({ role: 'agent', profileId: CLIENT }, assigned)).toBe(false);
  });
});

describe('SendChatMessageBodySchema', () => {
  it('accepts up to the limit and refuses beyond with the message', () => {
    expect(SendChatMessageBodySchema.safeParse({ body: 'x'.repeat(CHAT_MESSAGE_MAX_LENGTH), clientMessageId: ID }).success).toBe(true);
    const tooLong = SendChatMessageBodySchema.safeParse({ body: 'x'.repeat(CHAT_MESSAGE_MAX_LENGTH + 1), clientMessageId: ID });
    expect(tooLong.error?.issues[0]?.message).toBe(CHAT_MESSAGES.tooLong);
  });
  it('refuses an empty or blank message', () => {
    expect(SendChatMessageBodySchema.safeParse({ body: '   ', clientMessageId: ID }).error?.issues[0]?.message).toBe(CHAT_MESSAGES.empty);
  });
});

describe('splitLinks', () => {
  it('finds http and https links and keeps the text around them', () => {
    expect(splitLinks('See https://example.com/a?b=1, and http://x.co.ke.')).toEqual([
      { kind: 'text', text: 'See ' },
      { kind: 'link', text: 'https://example.com/a?b=1', href: 'https://example.com/a?b=1' },
      { kind: 'text', text: ', and ' },
      { kind: 'link', text: 'http://x.co.ke', href: 'http://x.co.ke/' },
      { kind: 'text', text: '.' },
    ]);
  });
  it('never makes a link of javascript:, data:, vbscript: or file: text', () => {
    for (const text of ['javascript:alert(1)', 'data:text/html,<b>x</b>', 'vbscript:msgbox', 'file:///etc/passwd', 'JaVaScRiPt:alert(1)//http://x.com']) {
      const parts = splitLinks(text);
      for (const p of parts) {
        if (p.kind === 'link') {
          expect(p.href.startsWith('http://') || p.href.startsWith('https://')).toBe(true);
        }
      }
    }
    expect(splitLinks('javascript:alert(1)')).toEqual([{ kind: 'text', text: 'javascript:alert(1)' }]);
  });
  it('keeps text without links whole, and an empty message empty', () => {
    expect(splitLinks('Hello, valuer')).toEqual([{ kind: 'text', text: 'Hello, valuer' }]);
    expect(splitLinks('')).toEqual([]);
  });
  it('safeHref accepts only http(s)', () => {
    expect(safeHref('https://a.b/')).toBe('https://a.b/');
    expect(safeHref('javascript:alert(1)')).toBeNull();
    expect(safeHref('not a url')).toBeNull();
  });
});
