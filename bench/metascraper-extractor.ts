// metascraper 5.49 (the last line that supports Node 20) with the rules that read the page only. The
// favicon plugin's own network probing (/favicon.ico, Google's favicon service, root domain) is turned
// off and its URL "resolver" answers without fetching: every fetch goes through safe-fetch.
import createMetascraper from 'metascraper';
import metascraperDescription from 'metascraper-description';
import metascraperImage from 'metascraper-image';
import metascraperLogo from 'metascraper-logo';
import metascraperLogoFavicon from 'metascraper-logo-favicon';
import metascraperTitle from 'metascraper-title';
import metascraperUrl from 'metascraper-url';
import type { LibraryExtractor } from '../src/server/capture/extractors/types.js';

type FaviconOptions = NonNullable<Parameters<typeof metascraperLogoFavicon>[0]>;
// Asked whether a favicon URL is reachable, answer with the URL itself: no request leaves from here.
const noNetwork = (async (url: string) => ({ url })) as unknown as FaviconOptions['resolveFaviconUrl'];

const scrape = createMetascraper([
  metascraperTitle(),
  metascraperDescription(),
  metascraperImage(),
  metascraperLogoFavicon({
    favicon: false,
    google: false,
    rootFavicon: false,
    resolveFaviconUrl: noNetwork,
  }),
  metascraperLogo(),
  metascraperUrl(),
]);

const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v : undefined);

export const metascraperExtract: LibraryExtractor = async (html, url) => {
  const found = await scrape({ html, url, validateUrl: false });
  return {
    title: text(found.title),
    description: text(found.description),
    image: text(found.image),
    icon: text(found.logo),
  };
};
