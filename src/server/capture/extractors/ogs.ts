// open-graph-scraper 6, given HTML (never a URL, so it makes no request of its own).
import type { LibraryExtractor } from './types.js';

const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v : undefined);

export const ogsExtract: LibraryExtractor = async (html, url) => {
  // Loaded on first use, not at start-up (importing it costs ~0.35 s).
  const { default: ogs } = await import('open-graph-scraper');
  const { result } = await ogs({ html, url });
  const abs = (href: string | undefined) => {
    try {
      return href ? new URL(href, url).href : undefined;
    } catch {
      return undefined;
    }
  };
  return {
    title: text(result.ogTitle) ?? text(result.twitterTitle) ?? text(result.dcTitle),
    description: text(result.ogDescription) ?? text(result.twitterDescription) ?? text(result.dcDescription),
    image: abs(text(result.ogImage?.[0]?.url) ?? text(result.twitterImage?.[0]?.url)),
    icon: abs(text(result.favicon)),
  };
};
