/**
 * The message catalogue: every message the domain defines, under a stable key (`scope.name`),
 * with its English. A text is traced back to its key: a fixed text by looking it up, a text
 * written from parameters by remembering which key and parameters wrote it.
 */
export type MessageParams = Readonly<Record<string, unknown>>;

/** A message as a reader's language would render it: its key and, when it has them, its parameters. */
export interface MessageRef {
  readonly key: string;
  readonly params?: MessageParams;
}

/** The key of a text the catalogue does not hold (a library's wording, a sentence written in place): show its `message`. */
export const UNTRANSLATED_KEY = 'untranslated';

export interface CatalogueEntry {
  readonly key: string;
  /** The English: the text itself, or the render function of a message with parameters. */
  readonly english: string | ((params: MessageParams) => string);
}

const entries = new Map<string, CatalogueEntry>();
const keysOfText = new Map<string, string[]>();
const conflicting = new Set<string>();

export function register(entry: CatalogueEntry): void {
  const before = entries.get(entry.key);
  if (before && String(before.english) !== String(entry.english)) {
    conflicting.add(entry.key);
  }
  entries.set(entry.key, entry);
  if (typeof entry.english === 'string') {
    const keys = keysOfText.get(entry.english) ?? [];
    if (!keys.includes(entry.key)) {
      keysOfText.set(entry.english, [...keys, entry.key].sort());
    }
  }
}

/**
 * Texts written from parameters. The first few of each key are kept for good (a process writes
 * its fixed ones first: a schema's limit, the site's address); later ones in a bounded list of
 * the latest, since parameters such as names and days vary without end.
 */
const kept = new Map<string, MessageRef>();
const keptPerKey = new Map<string, number>();
const latest = new Map<string, MessageRef>();
export const KEPT_TEXTS_PER_KEY = 20;
export const LATEST_TEXTS = 1000;

export function remember(text: string, ref: MessageRef): void {
  if (kept.has(text)) {
    return;
  }
  const count = keptPerKey.get(ref.key) ?? 0;
  if (count < KEPT_TEXTS_PER_KEY) {
    keptPerKey.set(ref.key, count + 1);
    kept.set(text, ref);
    return;
  }
  latest.delete(text);
  latest.set(text, ref);
  if (latest.size > LATEST_TEXTS) {
    const oldest = latest.keys().next().value;
    if (oldest !== undefined) {
      latest.delete(oldest);
    }
  }
}

/**
 * The key (and parameters) a text was written from, or undefined when the catalogue does not
 * hold it. A fixed text written under several keys (the same English in two places) resolves to
 * the first of them in alphabetical order.
 */
export function findMessage(text: string): MessageRef | undefined {
  const written = kept.get(text) ?? latest.get(text);
  if (written) {
    remember(text, written);
    return written;
  }
  const key = keysOfText.get(text)?.[0];
  return key === undefined ? undefined : { key };
}

/** The English of a key with its parameters, or undefined for a key the catalogue does not hold. */
export function renderEnglish(ref: MessageRef): string | undefined {
  const english = entries.get(ref.key)?.english;
  if (english === undefined || typeof english === 'string') {
    return english;
  }
  return english(ref.params ?? {});
}

export function catalogueEntries(): readonly CatalogueEntry[] {
  return [...entries.values()];
}

/** Fixed texts written under more than one key. */
export function sharedTexts(): ReadonlyMap<string, readonly string[]> {
  return new Map([...keysOfText].filter(([, keys]) => keys.length > 1));
}

/** Keys defined twice with different English. */
export function conflictingKeys(): readonly string[] {
  return [...conflicting].sort();
}
