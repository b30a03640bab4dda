import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import * as tar from 'tar';
import { MANIFEST_NAME, ManifestSchema, type Manifest } from './archive-manifest.ts';
import { BackupError, sha256OfFile } from './backup.ts';

const DAMAGED = 'The archive is damaged or is not a Thamani backup';

/** Every regular file under `root`, as paths relative to it with forward slashes. */
async function listRelative(root: string, sub = ''): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await fsp.readdir(path.join(root, sub), { withFileTypes: true })) {
    const rel = sub ? `${sub}/${entry.name}` : entry.name;
    if (entry.isDirectory()) {
      out.push(...(await listRelative(root, rel)));
    } else {
      out.push(rel);
    }
  }
  return out;
}

/**
 * Unpack `archive` into the empty folder `into` and check it whole before anything is restored:
 * only plain files and folders (no links), a manifest of our format, every listed part present
 * with its SHA-256 and size, and nothing that is not listed. Throws a BackupError naming what
 * is wrong.
 */
export async function unpackAndVerify(archive: string, into: string): Promise<Manifest> {
  if (!fs.existsSync(archive)) {
    throw new BackupError(`There is no file ${archive}.`);
  }
  try {
    await tar.extract({
      file: archive,
      cwd: into,
      strict: true,
      filter: (_path, entry) => 'type' in entry && (entry.type === 'File' || entry.type === 'Directory'),
    });
  } catch (error) {
    throw new BackupError(`${DAMAGED} (${(error as Error).message}).`);
  }
  let manifest: Manifest;
  try {
    manifest = ManifestSchema.parse(JSON.parse(await fsp.readFile(path.join(into, MANIFEST_NAME), 'utf8')));
  } catch {
    throw new BackupError(`${DAMAGED}: its manifest.json is missing or unreadable.`);
  }
  const listed = new Set(manifest.parts.map((p) => p.path));
  for (const part of manifest.parts) {
    const file = path.join(into, part.path);
    if (!fs.existsSync(file)) {
      throw new BackupError(`${DAMAGED}: ${part.path} is missing.`);
    }
    const actual = await sha256OfFile(file);
    if (actual.sha256 !== part.sha256 || actual.size !== part.size) {
      throw new BackupError(`${DAMAGED}: ${part.path} does not match its checksum.`);
    }
  }
  for (const file of await listRelative(into)) {
    if (file !== MANIFEST_NAME && !listed.has(file)) {
      throw new BackupError(`${DAMAGED}: it holds ${file}, which its manifest does not list.`);
    }
  }
  for (const table of manifest.database.tables) {
    if (!listed.has(table.part)) {
      throw new BackupError(`${DAMAGED}: the rows of ${table.schema}.${table.name} are missing.`);
    }
  }
  return manifest;
}
