// YouTube: oEmbed plus the page itself, keeping the longer title (spec). The oEmbed thumbnail stands in
// when the page has no image.
import { safeFetchJson } from '../safe-fetch.js';
import { genericProvider } from './generic.js';
import { isHost, obj, str, type Provider } from './types.js';

const longer = (...titles: Array<string | undefined>) =>
  titles.reduce<string | undefined>((best, t) => (t && t.length > (best?.length ?? 0) ? t : best), undefined);

export const youtubeProvider: Provider = async (url, options, hintTitle) => {
  if (!isHost(url, 'youtube.com', 'youtu.be')) return null;
  const oembedUrl = new URL(options.endpoints.youtubeOembedUrl);
  oembedUrl.searchParams.set('url', url.href);
  oembedUrl.searchParams.set('format', 'json');
  const [oembed, page] = await Promise.all([
    safeFetchJson(oembedUrl, options.policy).then(obj, () => obj(null)),
    genericProvider(url, options).catch(() => null),
  ]);
  return {
    title: longer(hintTitle, str(oembed.title), page?.title),
    description: page?.description,
    image: page?.image ?? str(oembed.thumbnail_url),
    icon: page?.icon,
    keywords: page?.keywords ?? [],
  };
};
