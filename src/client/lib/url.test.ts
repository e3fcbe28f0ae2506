import { describe, expect, it } from 'vitest';
import { hostOf, imageSrc, initialOf, isHttpUrl, safeHref } from './url.js';

describe('url helpers', () => {
  it("shows the host, or 'Unknown' when the URL cannot be parsed", () => {
    expect(hostOf('https://www.figma.com/files')).toBe('figma.com');
    expect(hostOf('not a url')).toBe('Unknown');
  });

  it('never lets a non-http link into an href', () => {
    expect(safeHref('javascript:alert(1)')).toBeUndefined();
    expect(safeHref('data:text/html,hi')).toBeUndefined();
    expect(safeHref('https://example.com/a')).toBe('https://example.com/a');
  });

  it("treats 'None', empty and unsafe image values as no image", () => {
    expect(imageSrc('None')).toBeUndefined();
    expect(imageSrc('')).toBeUndefined();
    expect(imageSrc(null)).toBeUndefined();
    expect(imageSrc('javascript:alert(1)')).toBeUndefined();
    expect(imageSrc('//evil.example/x.png')).toBeUndefined();
    expect(imageSrc('/files/abc.webp')).toBe('/files/abc.webp');
  });

  it('takes the first letter, upper-cased', () => {
    expect(initialOf('  figma')).toBe('F');
    expect(initialOf('')).toBe('?');
  });

  it('accepts only absolute http(s) URLs', () => {
    expect(isHttpUrl('https://a.b')).toBe(true);
    expect(isHttpUrl('ftp://a.b')).toBe(false);
    expect(isHttpUrl('example.com')).toBe(false);
  });
});
