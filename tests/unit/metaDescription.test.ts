import { describe, expect, it } from 'vitest';
import { META_DESCRIPTION_LENGTH, metaDescription } from '../../src/lib/metaDescription.ts';
import { textOfSafeHtml, toSafeHtml } from '../../src/lib/richText.ts';

describe('metaDescription', () => {
  it('keeps a short text as it is, whitespace collapsed', () => {
    expect(metaDescription('  Voli e\n\nhangar   aperti ')).toBe('Voli e hangar aperti');
  });

  it('cuts a long text between words, within the limit, with an ellipsis', () => {
    const text =
      'Il raduno annuale torna in aviosuperficie: hangar aperti, voli dimostrativi e mostra statica dei soci & colazione del pilota offerta a chi arriva in volo. Portate il giubbotto.';
    const cut = metaDescription(text);
    expect(Array.from(cut).length).toBeLessThanOrEqual(META_DESCRIPTION_LENGTH);
    expect(cut).toBe(
      'Il raduno annuale torna in aviosuperficie: hangar aperti, voli dimostrativi e mostra statica dei soci & colazione del pilota offerta a chi arriva in volo…',
    );
  });

  it('leaves no comma or dash before the ellipsis, and never splits a character', () => {
    expect(metaDescription('uno, due, tre, quattro', 10)).toBe('uno, due…');
    expect(metaDescription('alfa — beta gamma', 8)).toBe('alfa…');
    expect(metaDescription('✈️✈️✈️✈️✈️✈️', 4)).toBe(`${Array.from('✈️✈️✈️').slice(0, 3).join('')}…`);
  });

  it('cuts inside a single long word rather than returning nothing', () => {
    expect(metaDescription('Supercalifragilistichespiralidoso', 10)).toBe('Supercali…');
  });
});

describe('textOfSafeHtml', () => {
  it('reads the text of sanitised HTML, blocks apart, entities decoded once', () => {
    const html = toSafeHtml(
      '&lt;p&gt;Voli &amp;amp; hangar&lt;/p&gt;&lt;p&gt;Scrivi &amp;lt;b&amp;gt; per il grassetto&lt;/p&gt;',
    );
    expect(textOfSafeHtml(html)).toBe('Voli & hangar Scrivi <b> per il grassetto');
    expect(textOfSafeHtml(null)).toBe('');
  });
});
