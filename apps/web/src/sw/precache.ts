import { createHash } from 'node:crypto';
import { APP_SHELL } from './routing';

/**
 * What the service worker stores at install, as absolute paths: index.html, every JS and CSS
 * file of the build (lazy routes included, so any page opens offline once the app has loaded
 * online) and the files of public/ that index.html loads. Source maps, the precompressed .gz/.br
 * twins, the manifest and the worker itself are left out.
 */
export function precacheList(bundleFiles: readonly string[], publicFiles: readonly string[]): string[] {
  const built = bundleFiles.filter((file) => /^assets\/[^/]+\.(?:js|css)$/.test(file));
  const shell = publicFiles.filter((file) => /\.(?:js|css|svg|png|ico|webmanifest)$/.test(file) && file !== 'sw.js');
  return [APP_SHELL, ...[...shell, ...built].sort().map((file) => `/${file}`)];
}

/**
 * The worker's version: a hash of the list (hashed names change with their content) and of the
 * files whose names do not (index.html, public/). A build with any change gives a new sw.js, which
 * the browser installs, under a new cache name; the old cache is then deleted.
 */
export function precacheVersion(list: readonly string[], unhashedContents: ReadonlyArray<string | Uint8Array>): string {
  const hash = createHash('sha256').update(list.join('\n'));
  for (const content of unhashedContents) {
    hash.update('\0').update(content);
  }
  return hash.digest('hex').slice(0, 12);
}
