import { describe, expect, it } from 'vitest';
import { toPlainText, toSafeHtml } from '../../src/lib/richText.ts';

describe('toSafeHtml', () => {
  it('decodes the API encoding once', () => {
    expect(toSafeHtml('&lt;p&gt;Ciao &amp;amp; benvenuti&lt;/p&gt;')).toBe('<p>Ciao &amp; benvenuti</p>');
  });

  it('keeps the allowed formatting', () => {
    const html = '<h2>Storia</h2><p><strong>1946</strong> e <em>oggi</em></p><ul><li>uno</li></ul>';
    expect(toSafeHtml(html)).toBe(html);
  });

  it('removes scripts, event handlers, javascript: URLs, iframes and styles', () => {
    const hostile =
      '&lt;p onclick="steal()" style="color:red"&gt;Testo&lt;/p&gt;&lt;script&gt;alert(1)&lt;/script&gt;' +
      '&lt;img src=x onerror="alert(2)"&gt;&lt;a href="javascript:alert(3)"&gt;link&lt;/a&gt;' +
      '&lt;iframe src="https://evil.example"&gt;&lt;/iframe&gt;&lt;style&gt;body{display:none}&lt;/style&gt;';
    const safe = toSafeHtml(hostile)!;
    expect(safe).toBe('<p>Testo</p><a>link</a>');
    expect(safe).not.toMatch(/script|onerror|onclick|javascript:|iframe|style/i);
  });

  it('opens links to other sites in a new tab without handing them the page', () => {
    expect(toSafeHtml('<a href="https://asi.example.org" target="_self">ASI</a>')).toBe(
      '<a href="https://asi.example.org" target="_blank" rel="noopener noreferrer">ASI</a>',
    );
    expect(toSafeHtml('<a href="/contact" target="_blank">contatti</a>')).toBe('<a href="/contact">contatti</a>');
  });

  it('turns an h1 into an h2, since the page has its own h1', () => {
    expect(toSafeHtml('<h1>Titolo</h1>')).toBe('<h2>Titolo</h2>');
  });

  it('turns plain text with blank lines into paragraphs, escaping it', () => {
    expect(toSafeHtml('Primo & unico\nriga due\n\nSecondo <paragrafo')).toBe(
      '<p>Primo &amp; unico<br />riga due</p><p>Secondo &lt;paragrafo</p>',
    );
  });

  it('gives null for a missing or blank text, or one with nothing safe in it', () => {
    expect(toSafeHtml(null)).toBeNull();
    expect(toSafeHtml('  ')).toBeNull();
    expect(toSafeHtml('<script>alert(1)</script>')).toBeNull();
  });
});

describe('toPlainText', () => {
  it('gives the visible text, decoded, with blocks separated', () => {
    expect(toPlainText('&lt;p&gt;Voli &amp;amp; hangar&lt;/p&gt;&lt;p&gt;aperti&lt;/p&gt;')).toBe(
      'Voli & hangar aperti',
    );
  });

  it('drops the text of scripts', () => {
    expect(toPlainText('<p>Ciao</p><script>var x = 1;</script>')).toBe('Ciao');
  });
});
