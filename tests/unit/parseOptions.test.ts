import { describe, expect, it } from 'vitest';
import { parseOptions } from '../../src/lib/parseOptions.ts';

describe('parseOptions', () => {
  it('reads a JSON list', () => {
    expect(parseOptions('[{"text": "Mattina (9-13)"}, {"text": "Pomeriggio (14-18)"}]')).toEqual([
      'Mattina (9-13)',
      'Pomeriggio (14-18)',
    ]);
  });

  it('reads the single-quoted spelling of the API', () => {
    expect(parseOptions("[{'text': 'Carne'}, {'text': 'Pesce'}, {'text': 'Vegetariano'}]")).toEqual([
      'Carne',
      'Pesce',
      'Vegetariano',
    ]);
  });

  it('keeps an apostrophe inside double quotes, and an escaped one inside single quotes', () => {
    expect(parseOptions(`[{'text': "Dell'Aquila"}, {'text': 'L\\'Aquila'}]`)).toEqual(["Dell'Aquila", "L'Aquila"]);
  });

  it('keeps a double quote inside single quotes', () => {
    expect(parseOptions(`[{'text': 'Il "Baffo"'}]`)).toEqual(['Il "Baffo"']);
  });

  it('gives no options for text it cannot read, without throwing', () => {
    expect(parseOptions("[{'text': 'Passaparola'}, {'text': 'Soci")).toEqual([]);
    expect(parseOptions('Carne, Pesce')).toEqual([]);
    expect(parseOptions('{"text": "Carne"}')).toEqual([]);
    expect(parseOptions('[')).toEqual([]);
  });

  it('gives no options for nothing', () => {
    expect(parseOptions(null)).toEqual([]);
    expect(parseOptions(undefined)).toEqual([]);
    expect(parseOptions('  ')).toEqual([]);
    expect(parseOptions('[]')).toEqual([]);
  });

  it('skips items without a usable text, and reads a numeric one', () => {
    expect(parseOptions('[{"text": "A"}, {"label": "B"}, "C", null, {"text": ""}, {"text": 2}]')).toEqual(['A', '2']);
  });
});
