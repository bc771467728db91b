import { describe, expect, it } from 'vitest';
import { toExcerptHtml } from '../../src/lib/richText.ts';
import { truncateHtml } from '../../src/lib/truncate.ts';

/** The characters a reader sees in an HTML fragment (entities as one character each). */
const visible = (html: string) => html.replace(/<[^>]*>/g, '').replace(/&(#\d+|#x[0-9a-f]+|[a-z0-9]+);/gi, '_');

describe('truncateHtml', () => {
  it('leaves a text that is short enough as it is', () => {
    expect(truncateHtml('<p>Ciao <strong>a tutti</strong></p>', 100)).toBe('<p>Ciao <strong>a tutti</strong></p>');
    expect(truncateHtml('1234567890', 10)).toBe('1234567890');
  });

  it('cuts after the limit and adds an ellipsis', () => {
    expect(truncateHtml('1234567890abc', 10)).toBe('1234567890…');
  });

  it('goes back to the start of a word rather than cutting it', () => {
    expect(truncateHtml('Voli dimostrativi in aviosuperficie', 12)).toBe('Voli…');
    expect(truncateHtml('Voli dimostrativi in aviosuperficie', 12, { wordBoundaryWithin: 3 })).toBe('Voli dimostr…');
    expect(truncateHtml('Voli dimostrativi in aviosuperficie', 17)).toBe('Voli dimostrativi…');
  });

  it('never cuts inside a tag and closes the tags left open', () => {
    expect(truncateHtml('<p>Hangar <strong>aperti tutto</strong> il giorno</p>', 13)).toBe(
      '<p>Hangar <strong>aperti</strong></p>…',
    );
    expect(truncateHtml('<em>abcdefghij</em>klm', 10)).toBe('<em>abcdefghij</em>…');
  });

  it('counts an entity as the one character it shows and never splits it', () => {
    const html = 'soci &amp; amici &egrave; festa';
    expect(truncateHtml(html, 7)).toBe('soci &amp;…');
    expect(truncateHtml('a&amp;bcdefghij', 3, { wordBoundaryWithin: 0 })).toBe('a&amp;b…');
    expect(truncateHtml('ab&egrave;cd', 3)).toBe('ab&egrave;…');
  });

  it('counts a character outside the basic plane once', () => {
    expect(truncateHtml('🛩🛩🛩 volo', 2, { wordBoundaryWithin: 0 })).toBe('🛩🛩…');
  });

  it('keeps at most the limit in visible characters, for any cut', () => {
    const html =
      '<p>Il raduno &amp; la <strong>colazione del pilota</strong> offerta a chi arriva &egrave; in volo.</p>';
    for (let limit = 1; limit < 80; limit++) {
      const cut = truncateHtml(html, limit);
      expect(visible(cut).length).toBeLessThanOrEqual(limit + 1);
      expect(cut).not.toMatch(/<[^>]*$|&[a-z#0-9]*…/i);
    }
  });
});

describe('toExcerptHtml', () => {
  it('flattens blocks and links to inline text, keeping bold and italics', () => {
    expect(
      toExcerptHtml(
        '&lt;p&gt;Hangar &lt;strong&gt;aperti&lt;/strong&gt;&lt;/p&gt;&lt;p&gt;Vedi &lt;a href="https://x.example"&gt;qui&lt;/a&gt;&lt;/p&gt;',
        100,
      ),
    ).toBe('Hangar <strong>aperti</strong> Vedi qui');
  });

  it('cuts a long description at 100 visible characters', () => {
    const text = `<p>${'parola '.repeat(30)}</p>`;
    const excerpt = toExcerptHtml(text, 100)!;
    expect(excerpt.endsWith('…')).toBe(true);
    expect(visible(excerpt).length).toBeLessThanOrEqual(101);
    expect(visible(excerpt).length).toBeGreaterThan(90);
  });

  it('escapes a plain text and drops what is not safe', () => {
    expect(toExcerptHtml('Soci & amici <3', 100)).toBe('Soci &amp; amici &lt;3');
    expect(toExcerptHtml('<p>Ok</p><script>alert(1)</script><img src=x onerror=alert(2)>', 100)).toBe('Ok');
  });

  it('gives null when there is no text', () => {
    expect(toExcerptHtml(null, 100)).toBeNull();
    expect(toExcerptHtml('<p> </p>', 100)).toBeNull();
  });
});
