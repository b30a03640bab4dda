// @vitest-environment node
import { AppError } from '@thamani/domain/app-error';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setAccessToken, setAccessTokenRefresher } from '@/lib/auth/access-token';
import { uploadForm } from './upload-form';

type Reply = { status: number; body: unknown } | 'network-error';

/** A stand-in XMLHttpRequest: answers each send with the next reply, after one progress event. */
function fakeXhr(replies: Reply[]) {
  const sent: { url: string; auth: string | undefined; form: FormData }[] = [];
  class FakeXhr {
    status = 0;
    responseText = '';
    upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    ontimeout: (() => void) | null = null;
    onabort: (() => void) | null = null;
    private url = '';
    private headers: Record<string, string> = {};
    open(_method: string, url: string) {
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.headers[name] = value;
    }
    send(form: FormData) {
      sent.push({ url: this.url, auth: this.headers.Authorization, form });
      const reply = replies.shift();
      queueMicrotask(() => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
        if (!reply || reply === 'network-error') {
          this.onerror?.();
          return;
        }
        this.status = reply.status;
        this.responseText = JSON.stringify(reply.body);
        this.onload?.();
      });
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent;
}

const form = () => {
  const f = new FormData();
  f.append('category', 'other');
  return f;
};

beforeEach(() => setAccessToken('old-token'));
afterEach(() => {
  vi.unstubAllGlobals();
  setAccessToken(null);
  setAccessTokenRefresher(null);
});

describe('uploadForm', () => {
  it('reports progress, ends at 1 and returns the body', async () => {
    const sent = fakeXhr([{ status: 201, body: { id: 'd1' } }]);
    const progress: number[] = [];
    await expect(uploadForm('/api/x', form, (p) => progress.push(p))).resolves.toEqual({ id: 'd1' });
    expect(progress).toEqual([0.5, 1]);
    expect(sent[0]).toMatchObject({ url: '/api/x', auth: 'Bearer old-token' });
    expect(sent[0]?.form.get('category')).toBe('other');
  });

  it('tries once more with a fresh token after a 401, with a new form', async () => {
    const sent = fakeXhr([{ status: 401, body: { code: 'UNAUTHORIZED', message: 'Sign in' } }, { status: 201, body: { id: 'd2' } }]);
    setAccessTokenRefresher(async () => 'fresh-token');
    await expect(uploadForm('/api/x', form, () => undefined)).resolves.toEqual({ id: 'd2' });
    expect(sent.map((s) => s.auth)).toEqual(['Bearer old-token', 'Bearer fresh-token']);
    expect(sent[0]?.form).not.toBe(sent[1]?.form);
  });

  it("throws the server's refusal in its own words", async () => {
    fakeXhr([{ status: 413, body: { code: 'PAYLOAD_TOO_LARGE', message: 'This file is larger than 20 MB.' } }]);
    const error = await uploadForm('/api/x', form, () => undefined).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', message: 'This file is larger than 20 MB.' });
  });

  it('says the connection failed when the request never reaches the server', async () => {
    fakeXhr(['network-error']);
    await expect(uploadForm('/api/x', form, () => undefined)).rejects.toMatchObject({ code: 'UNAVAILABLE' });
  });
});
