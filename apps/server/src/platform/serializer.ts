import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import type { FastifySerializerCompiler } from 'fastify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { $ZodType } from 'zod/v4/core';

/**
 * Responses are written by fast-json-stringify (Fastify's own serializer compiler) from a JSON
 * Schema made once per route from the route's zod response schema, instead of zod parsing every
 * response and JSON.stringify writing it. Inputs are still validated by zod.
 *
 * The compiled serializer writes only the properties a schema declares, so nothing a handler
 * adds by mistake (a password hash, an internal id) is sent — as zod's stripping did. It does
 * not re-validate what handlers return: their types already come from the same schemas.
 *
 * A schema JSON Schema cannot describe faithfully for writing (transforms, pipes and codecs,
 * whose encoded form differs from what the handler returns; maps, sets, bigints, custom
 * checks…) keeps zod's serializer for that route, and is listed in `fallbacks`.
 */

type JsonSchema = { [key: string]: unknown };
type Serialize = (data: unknown) => string;
type RouteSchema = Parameters<FastifySerializerCompiler<unknown>>[0];

/** zod node types whose written JSON JSON Schema cannot describe. */
const UNREPRESENTABLE = new Set([
  'bigint',
  'symbol',
  'undefined',
  'void',
  'map',
  'set',
  'file',
  'nan',
  'promise',
  'function',
  'custom',
  'transform',
  'pipe',
  'prefault',
  'catch',
  'success',
  'intersection',
]);

export class UnrepresentableSchemaError extends Error {}

/** The JSON Schema fast-json-stringify writes a zod schema's output with; throws UnrepresentableSchemaError. */
export function toSerializationSchema(schema: z.ZodType): JsonSchema {
  const unrepresentable = new Set<string>();
  const json = z.toJSONSchema(schema, {
    target: 'draft-07',
    io: 'output',
    unrepresentable: 'any',
    cycles: 'ref',
    reused: 'inline',
    override: ({ zodSchema, jsonSchema }) => {
      const type = zodSchema._zod.def.type;
      if (type === 'date') {
        // fast-json-stringify writes a Date here as JSON.stringify does (toISOString).
        Object.assign(jsonSchema, { type: 'string', format: 'date-time' });
      } else if (UNREPRESENTABLE.has(type)) {
        unrepresentable.add(type);
      }
    },
  }) as JsonSchema;
  if (unrepresentable.size > 0) {
    throw new UnrepresentableSchemaError(`not representable in JSON Schema: ${[...unrepresentable].join(', ')}`);
  }
  delete json.$schema;
  return forWriting(json);
}

const SUBSCHEMA_MAPS = ['properties', 'patternProperties', 'definitions', '$defs'] as const;
const SUBSCHEMA_LISTS = ['anyOf', 'oneOf', 'allOf'] as const;
const SUBSCHEMAS = ['additionalProperties', 'items', 'additionalItems', 'not', 'if', 'then', 'else'] as const;

/** Formats fast-json-stringify writes differently (a Date as an ISO date-time, date or time). */
const WRITTEN_FORMATS = new Set(['date-time', 'date', 'time']);

const isSchema = (value: unknown): value is JsonSchema => typeof value === 'object' && value !== null && !Array.isArray(value);
const isNullSchema = (value: unknown) => isSchema(value) && value.type === 'null' && Object.keys(value).length === 1;

/**
 * Adapt zod's JSON Schema to how fast-json-stringify writes:
 * - `additionalProperties: false` goes: undeclared properties are never written anyway, and
 *   union branches are chosen by validating the value, where an extra key must not make every
 *   branch fail (zod strips it);
 * - a record's key rule becomes what the writer understands — enum keys become declared
 *   properties, pattern keys `patternProperties` — so keys zod would refuse are not written;
 * - `X | null` becomes `X` with `nullable: true`, written with a null check instead of validating
 *   the value against each branch.
 */
function forWriting(node: JsonSchema): JsonSchema {
  const out: JsonSchema = { ...node };
  for (const key of SUBSCHEMA_MAPS) {
    const map = out[key];
    if (isSchema(map)) {
      out[key] = Object.fromEntries(Object.entries(map).map(([name, sub]) => [name, isSchema(sub) ? forWriting(sub) : sub]));
    }
  }
  for (const key of SUBSCHEMA_LISTS) {
    const list = out[key];
    if (Array.isArray(list)) {
      out[key] = list.map((sub: unknown) => (isSchema(sub) ? forWriting(sub) : sub));
    }
  }
  for (const key of SUBSCHEMAS) {
    const sub = out[key];
    if (isSchema(sub)) {
      out[key] = forWriting(sub);
    } else if (key === 'items' && Array.isArray(sub)) {
      out[key] = sub.map((item: unknown) => (isSchema(item) ? forWriting(item) : item));
    }
  }
  if (out.additionalProperties === false) {
    delete out.additionalProperties;
  }
  // Checks here only choose a union branch (the writer never validates), and ajv's reading of a
  // format or pattern may differ from zod's: a value zod accepted must not fail every branch.
  delete out.pattern;
  if (typeof out.format === 'string' && !WRITTEN_FORMATS.has(out.format)) {
    delete out.format;
  }
  return collapseNullable(out.propertyNames === undefined ? out : recordKeys(out));
}

/** A record `{ propertyNames, additionalProperties }` as properties the writer can restrict to. */
function recordKeys(node: JsonSchema): JsonSchema {
  const { propertyNames: keys, additionalProperties: value = {}, ...rest } = node;
  if (!isSchema(keys) || Object.keys(keys).some((k) => k !== 'type' && k !== 'enum' && k !== 'pattern')) {
    throw new UnrepresentableSchemaError(`record keys: ${JSON.stringify(keys)}`);
  }
  if (Array.isArray(keys.enum)) {
    return { ...rest, properties: Object.fromEntries(keys.enum.map((k) => [String(k), value])) };
  }
  if (typeof keys.pattern === 'string') {
    return { ...rest, patternProperties: { [keys.pattern]: value } };
  }
  return { ...rest, additionalProperties: value };
}

function collapseNullable(node: JsonSchema): JsonSchema {
  const branches = node.anyOf;
  if (!Array.isArray(branches) || branches.length !== 2 || !branches.some(isNullSchema)) {
    return node;
  }
  const other = branches.find((b) => !isNullSchema(b));
  if (!isSchema(other) || ['anyOf', 'oneOf', 'allOf', '$ref'].some((k) => k in other)) {
    return node;
  }
  const { anyOf: _, ...rest } = node;
  return { ...rest, ...other, nullable: true };
}

export interface CompiledSerializer {
  compiler: FastifySerializerCompiler<unknown>;
  /** "METHOD url status: reason" for each response written by zod's serializer instead (known once first written). */
  fallbacks: string[];
  /**
   * Builds every serializer not built yet, one per turn of the event loop, so that a route's
   * first answer after a start does not stall the server for the hundreds of milliseconds its
   * schema takes to compile (with the validators it picks union branches by). Resolves with how
   * many it built; `stopped` ends it early. A schema that fails to build is left to fail on its
   * first answer, as without warming.
   */
  warm(options?: { stopped?: () => boolean }): Promise<number>;
}

/**
 * The serializer compiler the app sets (`mode: 'zod'` is the previous behaviour, kept for A/B
 * runs). Each response's serializer is built when it is first used, or by `warm` after the
 * server listens: building all of them (~140 schemas) before would add about a second to every
 * start of the app and of every test app.
 */
export function createSerializerCompiler(mode: 'compiled' | 'zod' = 'compiled', onFallback: (route: string) => void = () => {}): CompiledSerializer {
  const fallbacks: string[] = [];
  const compileLazy = SerializerSelector()();
  // Warming also compiles the ajv validators a writer uses to pick a union's branch; otherwise
  // each is compiled on the first answer whose data reaches that union (up to ~0.5 s for a report).
  const compileJsonEager = SerializerSelector()(undefined, { compileValidators: true });
  const build = (route: RouteSchema, eager = false): Serialize => {
    const { schema, method, url, httpStatus = '' } = route;
    const compileJson = eager ? compileJsonEager : compileLazy;
    if (!(schema instanceof $ZodType)) {
      return compileJson({ method, url, httpStatus, schema });
    }
    if (mode === 'zod') {
      return zodSerializerCompiler({ ...route, schema });
    }
    try {
      return compileJson({ method, url, httpStatus, schema: toSerializationSchema(schema as z.ZodType) });
    } catch (error) {
      const entry = `${method} ${url} ${httpStatus}: ${error instanceof Error ? error.message : String(error)}`;
      fallbacks.push(entry);
      onFallback(entry);
      return zodSerializerCompiler({ ...route, schema });
    }
  };
  const unbuilt = new Set<(eager?: boolean) => Serialize>();
  const compiler: FastifySerializerCompiler<unknown> = (route) => {
    let serialize: Serialize | undefined;
    const ensure = (eager = false): Serialize => {
      if (!serialize) {
        serialize = build(route, eager);
        unbuilt.delete(ensure);
      }
      return serialize;
    };
    unbuilt.add(ensure);
    return (data) => ensure()(data);
  };
  const warm = async ({ stopped = () => false }: { stopped?: () => boolean } = {}): Promise<number> => {
    let built = 0;
    for (const ensure of unbuilt) {
      await new Promise((resolve) => setImmediate(resolve));
      if (stopped()) {
        break;
      }
      if (unbuilt.has(ensure)) {
        try {
          ensure(true);
          built += 1;
        } catch {
          unbuilt.delete(ensure);
        }
      }
    }
    return built;
  };
  return { compiler, fallbacks, warm };
}
