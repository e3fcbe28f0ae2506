import { describe, expect, it } from 'vitest';
import { isCurrent, navLinks } from './nav-links.js';

describe('navigation (spec §2)', () => {
  it('has Home, Gallary, Profile and Features, spelled as the spec spells them', () => {
    expect(navLinks.map((l) => [l.label, l.path])).toEqual([
      ['Home', '/'],
      ['Gallary', '/gallary'],
      ['Profile', '/profile'],
      ['Features', '/features'],
    ]);
  });

  it('highlights the link whose path matches the current path case-insensitively', () => {
    expect(isCurrent('/gallary', '/Gallary')).toBe(true);
    expect(isCurrent('/profile', '/PROFILE/')).toBe(true);
    expect(isCurrent('/', '/gallary')).toBe(false);
    expect(isCurrent('/', '/')).toBe(true);
  });
});
