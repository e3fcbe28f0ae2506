// The key two URLs share when they point at the same place: scheme and host lower-cased, default port
// and fragment dropped, trailing slash removed. Used to report duplicates.
export function urlKey(raw: string): string {
  try {
    const url = new URL(raw.trim());
    url.hash = '';
    let key = `${url.protocol}//${url.host}${url.pathname}${url.search}`;
    if (key.endsWith('/') && !url.search) key = key.slice(0, -1);
    return key;
  } catch {
    return raw.trim();
  }
}
