// What an import file turns into, and the small rules every importer shares: which links we keep,
// how folder paths become category names, how the various ADD_DATE units become timestamps.
import { limits } from '../../shared/constants.js';
import { normalizeKeywords } from '../../shared/keywords.js';
import { isHttpUrl } from '../../shared/schemas.js';

export interface ParsedBookmark {
  url: string;
  /** the user's own name for it, when the file keeps one apart from the title (JSON backup) */
  name?: string;
  title: string;
  description: string;
  keywords: string[];
  /** category name, already joined as `Parent / Child` and fitted to the length limit */
  category: string;
  /** ISO timestamp, or null when the file has none */
  createdAt: string | null;
  updatedAt: string | null;
  /** a data:image/… URI from the ICON attribute, handed to capture */
  icon: string | null;
}

/** Bookmarks outside any folder land here (issue 5). */
export const ROOT_CATEGORY = 'Imported';
export const FOLDER_SEPARATOR = ' / ';
const ELLIPSIS = '…';
const MAX_ICON_LENGTH = 256 * 1024;

/** Only http(s) links are imported; javascript:, place:, data:, file:, chrome: … are skipped. */
export function isImportableUrl(url: string): boolean {
  return url.length <= limits.urlLength && isHttpUrl(url);
}

/** One line of visible text: NULs dropped (PostgreSQL refuses them), whitespace runs collapsed. */
export function cleanLine(text: string, max: number): string {
  return text.replace(/\0/g, '').replace(/\s+/g, ' ').trim().slice(0, max);
}

/** Multi-line text (descriptions): line breaks kept, at most one blank line in a row. */
export function cleanText(text: string, max: number): string {
  return text
    .replace(/\0/g, '')
    .replace(/\r\n?/g, '\n')
    .replace(/[ \t\f\v]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
    .slice(0, max);
}

export function cleanKeywords(raw: string | readonly string[] | undefined): string[] {
  return normalizeKeywords(raw)
    .map((k) => cleanLine(k, limits.keywordLength))
    .filter(Boolean)
    .slice(0, limits.keywordCount);
}

export function cleanIcon(raw: string | undefined): string | null {
  const icon = raw?.trim();
  return icon && icon.length <= MAX_ICON_LENGTH && /^data:image\//i.test(icon) ? icon : null;
}

/**
 * The category for a folder inside `parent`. Deep paths keep their deepest folders (the nearest ones
 * say most) behind a leading `…`, so the name stays within the category length limit; the cost per
 * level is bounded by that limit, so 10,000 nested folders stay linear.
 */
export function childCategory(parent: string | null, folderName: string): string | null {
  const segment = cleanLine(folderName, limits.categoryLength);
  if (!segment) return parent;
  if (parent === null) return segment;
  const joined = `${parent}${FOLDER_SEPARATOR}${segment}`;
  if (joined.length <= limits.categoryLength) return joined;
  const marker = `${ELLIPSIS}${FOLDER_SEPARATOR}`;
  let rest = joined.startsWith(marker) ? joined.slice(marker.length) : joined;
  while (marker.length + rest.length > limits.categoryLength) {
    const cut = rest.indexOf(FOLDER_SEPARATOR);
    if (cut < 0) return segment;
    rest = rest.slice(cut + FOLDER_SEPARATOR.length);
  }
  return `${marker}${rest}`;
}

/**
 * ADD_DATE is Unix seconds in browser exports, but Google Bookmarks wrote microseconds and some tools
 * write milliseconds; the magnitude tells them apart (seconds reach 1e11 only in the year 5138).
 */
export function parseUnixDate(raw: string | undefined): string | null {
  const text = raw?.trim();
  if (!text || !/^\d{1,19}$/.test(text)) return null;
  let seconds = Number(text);
  if (seconds <= 0) return null;
  if (seconds >= 1e14) seconds /= 1e6;
  else if (seconds >= 1e11) seconds /= 1e3;
  const date = new Date(Math.round(seconds * 1000));
  return Number.isNaN(date.getTime()) || date.getUTCFullYear() > 9999 ? null : date.toISOString();
}

/** ISO timestamp → Unix seconds for ADD_DATE. */
export function toUnixSeconds(iso: string): number {
  return Math.floor(new Date(iso).getTime() / 1000);
}
