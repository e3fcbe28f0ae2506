// Navigation entries of spec §2, spelled as the spec spells them.
export const navLinks = [
  { label: 'Home', path: '/' },
  { label: 'Gallary', path: '/gallary' },
  { label: 'Profile', path: '/profile' },
  { label: 'Features', path: '/features' },
] as const;

/** The current link: its path matches the current path, case-insensitively (spec §2). */
export function isCurrent(linkPath: string, currentPath: string): boolean {
  const trim = (p: string) => (p.length > 1 ? p.replace(/\/+$/, '') : p).toLowerCase();
  return trim(linkPath) === trim(currentPath);
}
