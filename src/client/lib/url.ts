// Small URL helpers: user data decides these strings, so they are parsed, never trusted.
import { NONE } from '../../shared/constants.js';

/** The link's host without "www.", or 'Unknown' when it cannot be parsed (spec §2). */
export function hostOf(url: string): string {
  try {
    const host = new URL(url).hostname.replace(/^www\./, '');
    return host || 'Unknown';
  } catch {
    return 'Unknown';
  }
}

/** Only http(s) links are ever put in an href, so a stored "javascript:" URL can never run. */
export function safeHref(url: string): string | undefined {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : undefined;
  } catch {
    return undefined;
  }
}

/** An image source we may show: same-origin paths, data: images or http(s); 'None' counts as none. */
export function imageSrc(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  const trimmed = value.trim();
  if (!trimmed || trimmed === NONE) return undefined;
  if (trimmed.startsWith('/') && !trimmed.startsWith('//')) return trimmed;
  if (trimmed.startsWith('data:image/')) return trimmed;
  return safeHref(trimmed);
}

export function initialOf(text: string): string {
  const first = text.trim().charAt(0);
  return first ? first.toUpperCase() : '?';
}

/** Same rule as the server's: an absolute http(s) URL with a host. */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value.trim());
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}
