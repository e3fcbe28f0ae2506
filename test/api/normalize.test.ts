import { describe, expect, it } from 'vitest';
import { urlKey } from '../../src/server/modules/tools/url-key.js';
import { mergeKeywords, normalizeKeywords } from '../../src/shared/keywords.js';

describe('normalizeKeywords', () => {
  it('splits a comma string, trims, drops empties and case-insensitive duplicates, keeps order', () => {
    expect(normalizeKeywords(' css,  Design ,,css, CSS , grid,design ')).toEqual(['css', 'Design', 'grid']);
  });

  it('accepts an array, splitting entries that hold commas', () => {
    expect(normalizeKeywords(['  zeta ', 'Alpha', 'alpha', '', 'beta, gamma', 'ZETA'])).toEqual([
      'zeta',
      'Alpha',
      'beta',
      'gamma',
    ]);
  });

  it('answers an empty list for nothing', () => {
    for (const input of [null, undefined, '', ' , ,', [], ['', ' ']])
      expect(normalizeKeywords(input)).toEqual([]);
  });

  it('keeps the first spelling and non-ASCII words', () => {
    expect(normalizeKeywords('Café, café, CAFÉ, naïve')).toEqual(['Café', 'naïve']);
  });

  it('merges lists with the same rules', () => {
    expect(mergeKeywords('a, b', ['B', 'c'], null, 'A,d')).toEqual(['a', 'b', 'c', 'd']);
  });
});

describe('urlKey', () => {
  it('gives spellings of one address the same key', () => {
    const key = urlKey('https://example.com/path');
    for (const url of [
      'HTTPS://EXAMPLE.com/path',
      'https://example.com:443/path',
      'https://example.com/path/',
      'https://example.com/path#section',
      '  https://example.com/path  ',
    ]) {
      expect(urlKey(url), url).toBe(key);
    }
    expect(urlKey('http://example.com:80/')).toBe(urlKey('http://example.com'));
  });

  it('keeps what tells addresses apart: scheme, path case, query, port', () => {
    const key = urlKey('https://example.com/path');
    for (const url of [
      'http://example.com/path',
      'https://example.com/Path',
      'https://example.com/path?q=1',
      'https://example.com:8443/path',
      'https://www.example.com/path',
    ]) {
      expect(urlKey(url), url).not.toBe(key);
    }
    expect(urlKey('https://example.com/?a=1')).not.toBe(urlKey('https://example.com/?a=2'));
  });

  it('falls back to the trimmed text for something that is not a URL', () => {
    expect(urlKey('  not a url ')).toBe('not a url');
  });
});
