/** Drafts of the live forms in the tab's session storage; storage trouble never breaks a form. */
import { describe, expect, it } from 'vitest';
import { parseContactDraft, emptyContactForm } from '../../src/lib/contactRequest.ts';
import { formDraft, parseTextRecord } from '../../src/lib/formDraft.ts';

/** A Storage backed by a Map. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

describe('formDraft', () => {
  it('keeps values and the "may have arrived" mark, per form, until cleared', () => {
    const storage = memoryStorage();
    const first = formDraft('event-form:aaa', parseTextRecord, () => storage);
    const second = formDraft('event-form:bbb', parseTextRecord, () => storage);
    expect(first.read()).toBeNull();
    first.save({ values: { '1': 'Anna' }, unconfirmed: true });
    expect(first.read()).toEqual({ values: { '1': 'Anna' }, unconfirmed: true });
    expect(second.read()).toBeNull();
    first.clear();
    expect(first.read()).toBeNull();
  });

  it('reads junk as no draft', () => {
    const storage = memoryStorage();
    const draft = formDraft('contact', parseContactDraft, () => storage);
    for (const junk of ['{', 'null', '42', '"text"', '[]']) {
      storage.setItem(storage.key(0) ?? '/:draft:contact', junk);
      expect(draft.read(), junk).toBeNull();
    }
  });

  it('takes only the fields a contact form has, with their types', () => {
    expect(parseContactDraft({ nome: 'Anna', iscrizione: 'yes', email: 7, extra: 'x' })).toEqual({
      ...emptyContactForm,
      nome: 'Anna',
    });
    expect(parseContactDraft([])).toBeNull();
    expect(parseTextRecord({ '1': 'a', '2': 3, '3': null })).toEqual({ '1': 'a' });
  });

  it('works without storage, and with storage that throws', () => {
    const throwing = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    const failing: Storage = {
      ...memoryStorage(),
      getItem: throwing,
      setItem: () => {
        throw new DOMException('Quota exceeded', 'QuotaExceededError');
      },
      removeItem: throwing,
    };
    for (const storage of [() => null, throwing, () => failing]) {
      const draft = formDraft('contact', parseContactDraft, storage);
      expect(() => draft.save({ values: emptyContactForm, unconfirmed: false })).not.toThrow();
      expect(draft.read()).toBeNull();
      expect(() => draft.clear()).not.toThrow();
    }
  });
});
