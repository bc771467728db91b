import { describe, expect, it } from 'vitest';
import { pageIdProblem, pageSegment } from '../../src/lib/pageSegment.ts';
import { routes } from '../../src/routes.ts';

describe('pageSegment', () => {
  it('leaves ordinary ids as they are', () => {
    expect(pageSegment('17')).toBe('17');
    expect(pageSegment('I-ABCD_2.v-1')).toBe('I-ABCD_2.v-1');
  });

  it('writes any other id with letters, digits and ~ only, the same in the link and the folder', () => {
    expect(pageSegment('Raduno "è" a?b#c 50%')).toBe('Raduno~20~22~C3~A8~22~20a~3Fb~23c~2050~25');
    expect(pageSegment("l'ala (1)*!")).toBe('l~27ala~20~281~29~2A~21');
    expect(routes.event('a?b')).toBe('/evento/a~3Fb');
    expect(routes.member('a#b')).toBe('/chi-siamo/socio/a~23b');
    expect(routes.aircraft('è')).toBe('/la-flotta/~C3~A8');
  });

  it('never gives two ids one segment', () => {
    const ids = ['a b', 'a~20', 'a%20', 'a%7E20', 'a~7E20', '~', '%7E', 'a?b', 'a%3Fb'];
    expect(new Set(ids.map(pageSegment)).size).toBe(ids.length);
  });

  it('refuses ids that cannot be a page address, saying why', () => {
    expect(pageIdProblem('')).toBe('it is empty');
    expect(pageIdProblem('..')).toBe('it reads as a path step');
    expect(pageIdProblem('.')).toBe('it reads as a path step');
    expect(pageIdProblem('a/b')).toBe('it holds a slash');
    expect(pageIdProblem('a\\b')).toBe('it holds a slash');
    expect(pageIdProblem('a\nb')).toBe('it holds a control character');
    expect(pageIdProblem('a?b')).toBeNull();
    expect(() => pageSegment('..')).toThrow('The id ".." cannot be a page address: it reads as a path step');
  });
});
