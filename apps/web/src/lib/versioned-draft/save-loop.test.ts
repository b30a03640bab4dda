// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { SaveLoop } from './save-loop';

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((res) => {
    resolve = res;
  });
  return { promise, resolve };
}

/** A draft saved through the loop to a server that answers when the test says so. */
function draftWithSlowServer() {
  const server: string[] = [];
  const replies: Array<() => void> = [];
  let draft = '';
  let saved = '';
  const loop = new SaveLoop({
    pass: () => {
      if (draft === saved) {
        return Promise.resolve();
      }
      const sent = draft;
      const reply = deferred();
      replies.push(reply.resolve);
      server.push(sent); // the request leaves before the first await
      return reply.promise.then(() => {
        saved = sent;
      });
    },
  });
  return {
    server,
    edit: (value: string) => {
      draft = value;
      return loop.run();
    },
    answerNext: async () => {
      replies.shift()?.();
      await new Promise((resolve) => setTimeout(resolve, 0));
    },
  };
}

describe('SaveLoop', () => {
  it('sends at once, before the caller awaits anything (a closing page still sends)', () => {
    const draft = draftWithSlowServer();
    void draft.edit('typed');
    expect(draft.server).toEqual(['typed']);
  });

  it('loses no edit when two saves overlap: the later edit goes once the first save is answered', async () => {
    const draft = draftWithSlowServer();
    const first = draft.edit('first');
    const second = draft.edit('first, then more');
    const third = draft.edit('first, then more, and more');
    expect(draft.server).toEqual(['first']); // one save in flight at a time

    await draft.answerNext();
    expect(draft.server).toEqual(['first', 'first, then more, and more']);
    await draft.answerNext();
    await Promise.all([first, second, third]);
    expect(draft.server).toEqual(['first', 'first, then more, and more']);
  });

  it('stops at a blocked pass and lets the caller schedule the next try', async () => {
    let blockedCalls = 0;
    let passes = 0;
    const loop = new SaveLoop({
      pass: () => {
        passes += 1;
        loop.passAgain();
        return Promise.resolve('blocked');
      },
      onBlocked: () => {
        blockedCalls += 1;
      },
    });
    await loop.run();
    expect({ passes, blockedCalls }).toEqual({ passes: 1, blockedCalls: 1 });
  });

  it('runs its idle step once the loop ends, and a new run after it starts afresh', async () => {
    const seen: string[] = [];
    const loop = new SaveLoop({ pass: () => Promise.resolve(void seen.push('pass')), onIdle: () => void seen.push('idle') });
    await loop.run();
    await loop.run();
    expect(seen).toEqual(['pass', 'idle', 'pass', 'idle']);
  });
});
