/**
 * What a visitor typed into a live form, kept in the tab's sessionStorage (docs/behaviour.md,
 * "Drafts"): it survives a reload, a crashed tab brought back, a lost connection, and goes with
 * the tab, since a visitor may be on a shared computer. Storage that is disabled, full or throwing
 * only means no draft: the form works the same.
 */

/** A draft: the values, and whether a send of them may have arrived unconfirmed. */
export interface FormDraft<T> {
  values: T;
  unconfirmed: boolean;
}

export interface DraftStore<T> {
  /** The kept draft, or null when there is none (or it cannot be read). */
  read(): FormDraft<T> | null;
  save(draft: FormDraft<T>): void;
  clear(): void;
}

/** Reads a draft's values from JSON, or null when they are not what the form holds. */
export type DraftValuesParser<T> = (raw: unknown) => T | null;

const sessionStore = (): Storage | null => (typeof window === 'undefined' ? null : window.sessionStorage);

/**
 * The draft of one form, under `name` (e.g. `contact`, or `event-form:<link uuid>`). The key
 * carries the site's base path: on a github.io origin other sites share the storage.
 */
export function formDraft<T>(
  name: string,
  parseValues: DraftValuesParser<T>,
  storage: () => Storage | null = sessionStore,
): DraftStore<T> {
  const key = `${import.meta.env.BASE_URL ?? '/'}:draft:${name}`;
  // Reading the property itself throws where storage is disabled (SecurityError).
  const attempt = <R>(use: (store: Storage) => R): R | null => {
    try {
      const store = storage();
      return store ? use(store) : null;
    } catch {
      return null;
    }
  };
  return {
    read() {
      const text = attempt((store) => store.getItem(key));
      if (!text) return null;
      try {
        const raw: unknown = JSON.parse(text);
        if (typeof raw !== 'object' || raw === null) return null;
        const { values, unconfirmed } = raw as Record<string, unknown>;
        const parsed = parseValues(values);
        return parsed === null ? null : { values: parsed, unconfirmed: unconfirmed === true };
      } catch {
        return null;
      }
    },
    save(draft) {
      attempt((store) => store.setItem(key, JSON.stringify(draft)));
    },
    clear() {
      attempt((store) => store.removeItem(key));
    },
  };
}

/** Parses a flat record of texts (the registration's answers by field id), dropping anything else. */
export function parseTextRecord(raw: unknown): Record<string, string> | null {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return null;
  return Object.fromEntries(
    Object.entries(raw).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}
