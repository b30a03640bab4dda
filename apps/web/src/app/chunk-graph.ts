/*
 * Build-time code (the Vite config and the bench), never bundled into the app: the built chunks
 * and which module lives where. Vite's manifest names a chunk after its facade module only, and a
 * chunk that also holds copies of small shared chunks (the build's `experimentalInlineCommonChunks`)
 * may have none, so the build writes this graph itself (`.vite/chunk-graph.json`).
 */

export interface ChunkGraph {
  /** The entry chunks' files. */
  entries: string[];
  chunks: Record<string, { facade: string | null; modules: string[]; imports: string[] }>;
}

/** What the graph needs of a Rolldown output chunk. */
export interface BuiltChunk {
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  moduleIds: string[];
  imports: string[];
}

/** The graph of a build's chunks, module ids relative to `root` (the manifest's `src/…` spelling). */
export function chunkGraphOf(chunks: BuiltChunk[], relative: (id: string) => string): ChunkGraph {
  return {
    entries: chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName),
    chunks: Object.fromEntries(
      chunks.map((chunk) => [
        chunk.fileName,
        {
          facade: chunk.facadeModuleId ? relative(chunk.facadeModuleId) : null,
          modules: chunk.moduleIds.map(relative),
          imports: chunk.imports,
        },
      ]),
    ),
  };
}

/** The chunk a module loads from: the one it is the facade of (an `import()` target), else the first that holds it. */
export function chunkOf(graph: ChunkGraph, module: string): string | undefined {
  const files = Object.entries(graph.chunks);
  return (
    files.find(([, chunk]) => chunk.facade === module)?.[0] ??
    files.find(([, chunk]) => chunk.modules.includes(module))?.[0]
  );
}

/** `files` and everything they import statically, recursively. */
export function staticClosure(graph: ChunkGraph, files: string[]): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (!seen.has(file) && graph.chunks[file]) {
      seen.add(file);
      graph.chunks[file].imports.forEach(visit);
    }
  };
  files.forEach(visit);
  return [...seen];
}

/**
 * The JS files the lazy `modules` load beyond what every page already has (the entries' static
 * closure); throws for a module no chunk holds.
 */
export function filesBeyondShell(graph: ChunkGraph, modules: string[]): string[] {
  const found = modules.map((module) => [module, chunkOf(graph, module)] as const);
  const missing = found.filter(([, file]) => !file).map(([module]) => module);
  if (missing.length > 0) {
    throw new Error(`no chunk holds ${missing.join(', ')}`);
  }
  const shell = new Set(staticClosure(graph, graph.entries));
  return staticClosure(
    graph,
    found.map(([, file]) => file ?? ''),
  ).filter((file) => file.endsWith('.js') && !shell.has(file));
}
