// Keywords arrive as an array or a comma string (spec §3, §5): split on commas, trim,
// drop empties and case-insensitive duplicates, keep the first spelling and the order.
export function normalizeKeywords(input: string | readonly string[] | null | undefined): string[] {
  if (input == null) return [];
  const parts = typeof input === 'string' ? input.split(',') : input.flatMap((k) => k.split(','));
  const seen = new Set<string>();
  const out: string[] = [];
  for (const part of parts) {
    const keyword = part.trim();
    const key = keyword.toLowerCase();
    if (!keyword || seen.has(key)) continue;
    seen.add(key);
    out.push(keyword);
  }
  return out;
}

export function mergeKeywords(...lists: Array<string | readonly string[] | null | undefined>): string[] {
  return normalizeKeywords(lists.flatMap((list) => normalizeKeywords(list)));
}
