// Shape checks for API data and cached data, without shipping a schema library to the browser.
import type { Category, Tool } from '../../shared/schemas.js';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function isTool(value: unknown): value is Tool {
  return (
    isRecord(value) &&
    typeof value.id === 'number' &&
    typeof value.name === 'string' &&
    typeof value.url === 'string' &&
    typeof value.category === 'string'
  );
}

export function isCategory(value: unknown): value is Category {
  return isRecord(value) && typeof value.id === 'number' && typeof value.name === 'string';
}

export function isToolArray(value: unknown): value is Tool[] {
  return Array.isArray(value) && value.every(isTool);
}

export function isCategoryArray(value: unknown): value is Category[] {
  return Array.isArray(value) && value.every(isCategory);
}

/** Keywords arrive as a list or a comma string (spec §3); always show a clean list. */
export function keywordList(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((k): k is string => typeof k === 'string' && k.trim() !== '');
  if (typeof value === 'string')
    return value
      .split(',')
      .map((k) => k.trim())
      .filter(Boolean);
  return [];
}
