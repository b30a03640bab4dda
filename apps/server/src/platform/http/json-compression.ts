import fastifyCompress from '@fastify/compress';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';

/** Smaller answers are sent as they are: compressing them saves less than the header costs. */
export const COMPRESS_MIN_BYTES = 1024;

/** Only the API's JSON: pages and the build's files carry their own (precompressed) encodings, and the event stream must flush each event as it is written. */
const COMPRESSED_TYPES = /^application\/(problem\+)?json\b/;

/**
 * Compresses the API's JSON answers over 1 KB for clients that accept it, brotli first, then
 * gzip: a request list or the chat's conversations are 7–12 KB of repetitive JSON, about five
 * times smaller compressed. Request bodies are never decompressed: a compressed upload could
 * expand past the body limits the routes set.
 */
export async function registerJsonCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    globalDecompression: false,
    threshold: COMPRESS_MIN_BYTES,
    encodings: ['br', 'gzip'],
    customTypes: COMPRESSED_TYPES,
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
}
