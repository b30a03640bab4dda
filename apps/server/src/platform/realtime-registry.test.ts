import { z } from 'zod';
import { describe, expect, it, vi } from 'vitest';
import { defineRealtimeEvent } from '@thamani/domain/realtime';
import { createEventRegistry, declareRealtimeEvent, MAX_EVENT_DATA_BYTES, RefusedEventError } from './realtime-registry.ts';

const Thing = defineRealtimeEvent('thing.changed', z.object({ thingId: z.uuid(), status: z.enum(['on', 'off']) }));
const thingChanged = declareRealtimeEvent(Thing, { audience: (who: { ownerId: string }) => ({ userIds: [who.ownerId], roles: ['admin'] }) });
const ID = '3f8a1c2e-4b5d-4e6f-8a9b-0c1d2e3f4a5b';

describe('realtime event registry', () => {
  it('accepts a registered event whose payload passes its schema, with the audience deduplicated', () => {
    const registry = createEventRegistry();
    registry.register(thingChanged, thingChanged);
    expect(registry.names).toEqual(['thing.changed']);
    expect(registry.check('thing.changed', { thingId: ID, status: 'on' }, { userIds: ['u1', 'u1', ''], roles: ['admin'] })).toEqual({
      name: 'thing.changed',
      data: { thingId: ID, status: 'on' },
      to: { userIds: ['u1'], roles: ['admin'] },
    });
  });

  it('the audience rule turns what the emitter knows into users and roles', () => {
    expect(thingChanged.audience({ ownerId: 'u9' })).toEqual({ userIds: ['u9'], roles: ['admin'] });
  });

  it('strips fields the schema does not declare (a record sent by mistake keeps its ids only)', () => {
    const registry = createEventRegistry();
    registry.register(thingChanged);
    expect(registry.check('thing.changed', { thingId: ID, status: 'off', owner: { name: 'x' } }, { userIds: ['u1'] })?.data).toEqual({ thingId: ID, status: 'off' });
  });

  it('refuses (throws when strict) an unregistered name, a failing payload and an oversized one', () => {
    const registry = createEventRegistry({ strict: true });
    registry.register(thingChanged);
    expect(() => registry.check('thing.unknown', {}, { userIds: ['u1'] })).toThrow(RefusedEventError);
    expect(() => registry.check('thing.changed', { thingId: 'x', status: 'on' }, { userIds: ['u1'] })).toThrow(/invalid payload/);
    const Big = defineRealtimeEvent('thing.big', z.object({ text: z.string() }));
    registry.register(declareRealtimeEvent(Big, { audience: () => ({ roles: ['admin'] }) }));
    expect(() => registry.check('thing.big', { text: 'x'.repeat(MAX_EVENT_DATA_BYTES) }, { roles: ['admin'] })).toThrow(/ids, not records/);
  });

  it('outside strict mode reports the refusal and drops the event', () => {
    const onRefused = vi.fn();
    const registry = createEventRegistry({ strict: false, onRefused });
    expect(registry.check('thing.unknown', {}, { userIds: ['u1'] })).toBeNull();
    expect(onRefused).toHaveBeenCalledExactlyOnceWith(expect.any(RefusedEventError));
  });

  it('skips an event that addresses nobody, without complaint', () => {
    const registry = createEventRegistry({ strict: true });
    registry.register(thingChanged);
    expect(registry.check('thing.changed', { thingId: ID, status: 'on' }, { userIds: [] })).toBeNull();
  });

  it('refuses two declarations of one name', () => {
    const registry = createEventRegistry();
    registry.register(thingChanged);
    const twin = declareRealtimeEvent(Thing, { audience: () => ({ roles: ['admin'] }) });
    expect(() => registry.register(twin)).toThrow(/declared twice/);
  });

  it('declarations cannot take the names the stream itself uses', () => {
    expect(() => defineRealtimeEvent('heartbeat', z.object({}))).toThrow(/Invalid realtime event name/);
    expect(() => defineRealtimeEvent('ready', z.object({}))).toThrow(/Invalid realtime event name/);
    expect(() => defineRealtimeEvent('Bad Name', z.object({}))).toThrow(/Invalid realtime event name/);
  });
});
