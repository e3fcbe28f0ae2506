// Reads the plain tags of a page in one streaming pass (htmlparser2): <title>, <meta>, icon <link>s and
// <base href>. The metadata library does the heavy lifting; these fill its gaps (keywords, favicons)
// with the first-occurrence rules the corpus uses.
import { Parser } from 'htmlparser2';

export interface IconLink {
  rel: string;
  href: string;
  sizes: string | undefined;
}

export interface PageTags {
  title: string | undefined;
  /** first value of each meta name/property, keys lower-cased */
  meta: Map<string, string>;
  icons: IconLink[];
  baseHref: string | undefined;
}

export function readPageTags(html: string): PageTags {
  const tags: PageTags = { title: undefined, meta: new Map(), icons: [], baseHref: undefined };
  let svgDepth = 0;
  let inTitle = false;
  let titleText = '';
  const parser = new Parser(
    {
      onopentag(name, attrs) {
        if (name === 'svg') svgDepth++;
        else if (name === 'title' && svgDepth === 0 && tags.title === undefined) {
          inTitle = true;
          titleText = '';
        } else if (name === 'meta') {
          const key = (attrs.property ?? attrs.name ?? attrs.itemprop ?? '').trim().toLowerCase();
          const content = attrs.content?.trim();
          if (key && content && !tags.meta.has(key)) tags.meta.set(key, content);
        } else if (name === 'link' && attrs.href?.trim()) {
          const rel = (attrs.rel ?? '').toLowerCase().split(/\s+/);
          if (rel.some((r) => ['icon', 'apple-touch-icon', 'apple-touch-icon-precomposed'].includes(r))) {
            tags.icons.push({ rel: rel.join(' '), href: attrs.href.trim(), sizes: attrs.sizes });
          }
        } else if (name === 'base' && attrs.href && tags.baseHref === undefined) {
          tags.baseHref = attrs.href.trim();
        }
      },
      ontext(text) {
        if (inTitle) titleText += text;
      },
      onclosetag(name) {
        if (name === 'svg' && svgDepth > 0) svgDepth--;
        if (name === 'title' && inTitle) {
          inTitle = false;
          const clean = collapse(titleText);
          if (clean) tags.title = clean;
        }
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.end(html);
  return tags;
}

export function collapse(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** Absolute http(s) URL of href against base, or undefined. */
export function absoluteUrl(href: string | undefined, base: string): string | undefined {
  if (!href) return undefined;
  try {
    const url = new URL(href.trim(), base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** Keywords from <meta name="keywords"> (or news_keywords): split on commas, trimmed, de-duplicated. */
export function pageKeywords(tags: PageTags): string[] {
  const raw = tags.meta.get('keywords') ?? tags.meta.get('news_keywords') ?? '';
  const seen = new Set<string>();
  const out: string[] = [];
  for (const part of raw.split(',')) {
    const k = collapse(part);
    if (k && !seen.has(k.toLowerCase())) {
      seen.add(k.toLowerCase());
      out.push(k);
    }
  }
  return out;
}

/** The first rel=icon link, else the first apple-touch-icon, else /favicon.ico at the origin. */
export function pageIcon(tags: PageTags, base: string): string | undefined {
  const icon = tags.icons.find((i) => i.rel.split(' ').includes('icon')) ?? tags.icons[0];
  return absoluteUrl(icon?.href, base) ?? absoluteUrl('/favicon.ico', base);
}
