// X/Twitter: the spec's URL rule and messages; the syndication endpoint first (name, text, profile
// image, photos, media), then oEmbed; a snapshot job covers the rest.
import { messages } from '../../../shared/messages.js';
import { badRequest } from '../../errors.js';
import { safeFetchJson } from '../safe-fetch.js';
import { isHost, obj, str, type LinkDetails, type Provider } from './types.js';

const STATUS_PATH = /^\/[^/]+\/status\/([^/]*)\/?$/;

/** The tweet id from a /{user}/status/{digits} URL; throws the spec's messages otherwise. */
export function tweetId(url: URL): string {
  const match = STATUS_PATH.exec(url.pathname);
  if (!match) throw badRequest(messages.invalidUrl);
  if (!/^\d+$/.test(match[1] ?? '')) throw badRequest(messages.tweetIdMissing);
  return match[1]!;
}

/** The token the real syndication endpoint asks for, derived from the id. */
export function syndicationToken(id: string): string {
  return ((Number(id) / 1e15) * Math.PI).toString(36).replace(/(0+|\.)/g, '');
}

async function fromSyndication(id: string, endpoint: string, policy: Parameters<Provider>[1]['policy']) {
  const url = new URL(endpoint);
  url.searchParams.set('id', id);
  url.searchParams.set('token', syndicationToken(id));
  const tweet = obj(await safeFetchJson(url, policy));
  const user = obj(tweet.user);
  const text = str(tweet.text);
  const name = str(user.name);
  if (!text && !name) return null;
  const photos = Array.isArray(tweet.photos) ? tweet.photos : [];
  const media = Array.isArray(tweet.mediaDetails) ? tweet.mediaDetails : [];
  const screenName = str(user.screen_name);
  return {
    title: name ? `${name}${screenName ? ` (@${screenName})` : ''} on X` : undefined,
    description: text,
    image: str(obj(photos[0]).url) ?? str(obj(media[0]).media_url_https),
    icon: str(user.profile_image_url_https),
    keywords: [],
  } satisfies LinkDetails;
}

/** The tweet's text from the oEmbed blockquote: the first <p>, tags dropped, entities decoded. */
function blockquoteText(html: string | undefined): string | undefined {
  const p = html ? /<p[^>]*>([\s\S]*?)<\/p>/i.exec(html)?.[1] : undefined;
  if (!p) return undefined;
  const text = p
    .replace(/<br\s*\/?>/gi, ' ')
    .replace(/<[^>]+>/g, '')
    .replace(
      /&(amp|lt|gt|quot|#39|mdash);/g,
      (_m, e: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", mdash: '—' })[e] ?? '',
    );
  return str(text.replace(/\s+/g, ' '));
}

async function fromOembed(url: URL, endpoint: string, policy: Parameters<Provider>[1]['policy']) {
  const oembedUrl = new URL(endpoint);
  oembedUrl.searchParams.set('url', url.href);
  const answer = obj(await safeFetchJson(oembedUrl, policy));
  const author = str(answer.author_name);
  if (!author) return null;
  return {
    title: `${author} on X`,
    description: blockquoteText(str(answer.html)),
    image: undefined,
    icon: undefined,
    keywords: [],
  } satisfies LinkDetails;
}

export const xProvider: Provider = async (url, options) => {
  if (!isHost(url, 'x.com', 'twitter.com')) return null;
  const id = tweetId(url);
  const { twitterSyndicationUrl, twitterOembedUrl } = options.endpoints;
  const synd = await fromSyndication(id, twitterSyndicationUrl, options.policy).catch(() => null);
  if (synd) return synd;
  return fromOembed(url, twitterOembedUrl, options.policy).catch(() => null);
};
