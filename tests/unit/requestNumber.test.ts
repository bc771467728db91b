import { describe, expect, it } from 'vitest';
import { requestNumber } from '../../src/lib/requestNumber.ts';

describe('requestNumber', () => {
  it('keeps what looks like a request number: digits, letters, - and _, up to 64', () => {
    expect(requestNumber('17', '_')).toBe('17');
    expect(requestNumber('REQ-2027_0042', '_')).toBe('REQ-2027_0042');
    expect(requestNumber('a'.repeat(64), '_')).toBe('a'.repeat(64));
  });

  it('drops anything else, the page’s placeholder and nothing at all', () => {
    expect(requestNumber('CHIAMA IL +39 333 0000000', '_')).toBeNull();
    expect(requestNumber('<b>17</b>', '_')).toBeNull();
    expect(requestNumber('è17', '_')).toBeNull();
    expect(requestNumber('a'.repeat(65), '_')).toBeNull();
    expect(requestNumber('', '_')).toBeNull();
    expect(requestNumber('_', '_')).toBeNull();
    expect(requestNumber(null, '_')).toBeNull();
  });
});
