// Page metadata from fetched HTML: open-graph-scraper (chosen over metascraper by the corpus score, see
// bench/extract.ts) reads JSON-LD, Open Graph, Twitter cards and plain tags; our own single-pass tag
// reader fills what it leaves empty (keywords, favicon fallback). Every URL comes back absolute.
import { ogsExtract } from './extractors/ogs.js';
import type { LibraryExtractor } from './extractors/types.js';
import { decodeHtml } from './html-decode.js';
import { absoluteUrl, collapse, pageIcon, pageKeywords, readPageTags } from './page-tags.js';

export interface PageMetadata {
  title: string | undefined;
  description: string | undefined;
  image: string | undefined;
  icon: string | undefined;
  keywords: string[];
}

const clean = (v: string | undefined) => (v ? collapse(v) || undefined : undefined);

export async function extractMetadata(
  html: string,
  url: string,
  library: LibraryExtractor = ogsExtract,
): Promise<PageMetadata> {
  const tags = readPageTags(html);
  const base = absoluteUrl(tags.baseHref, url) ?? url;
  const meta = (...keys: string[]) => keys.map((k) => tags.meta.get(k)).find(Boolean);
  let found: Awaited<ReturnType<LibraryExtractor>> | undefined;
  try {
    found = await library(html, url);
  } catch {
    found = undefined; // a library failure on odd markup still leaves the plain tags
  }
  return {
    title: clean(found?.title) ?? clean(meta('og:title', 'twitter:title')) ?? tags.title,
    description:
      clean(found?.description) ?? clean(meta('og:description', 'twitter:description', 'description')),
    image:
      absoluteUrl(found?.image, base) ??
      absoluteUrl(
        meta('og:image', 'og:image:url', 'og:image:secure_url', 'twitter:image', 'twitter:image:src'),
        base,
      ),
    icon: absoluteUrl(found?.icon, base) ?? pageIcon(tags, base),
    keywords: pageKeywords(tags),
  };
}

/** Decodes fetched bytes (charset from BOM, header or meta) and extracts their metadata. */
export function extractFromResponse(
  body: Buffer,
  contentType: string,
  url: string,
  library?: LibraryExtractor,
) {
  return extractMetadata(decodeHtml(body, contentType), url, library);
}
