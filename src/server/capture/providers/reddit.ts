// Reddit: the post's own JSON (`<post path>.json`) for title, text, subreddit and preview image.
// REDDIT_BASE_URL stands in for https://www.reddit.com so tests can serve recorded answers.
import { safeFetchJson } from '../safe-fetch.js';
import { isHost, obj, str, type Provider } from './types.js';

const POST_PATH = /^\/r\/[^/]+\/comments\/[a-z0-9]+(\/[^/]*)?\/?$/i;

export const redditProvider: Provider = async (url, options) => {
  if (!isHost(url, 'reddit.com') || !POST_PATH.test(url.pathname)) return null;
  const jsonUrl = new URL(options.endpoints.redditBaseUrl);
  jsonUrl.pathname = `${jsonUrl.pathname.replace(/\/$/, '')}${url.pathname.replace(/\/$/, '')}.json`;
  jsonUrl.searchParams.set('raw_json', '1');
  const body = await safeFetchJson(jsonUrl, options.policy).catch(() => null);
  const listing = Array.isArray(body) ? body[0] : body;
  const children = obj(obj(listing).data).children;
  const post = obj(obj(Array.isArray(children) ? children[0] : null).data);
  const title = str(post.title);
  if (!title) return null;
  const subreddit = str(post.subreddit);
  const preview = obj(
    obj(obj(post.preview).images && (post.preview as { images: unknown[] }).images[0]).source,
  );
  const thumbnail = str(post.thumbnail);
  return {
    title,
    description: str(post.selftext) ?? (subreddit ? `r/${subreddit}` : undefined),
    image: str(preview.url) ?? (thumbnail?.startsWith('http') ? thumbnail : undefined),
    icon: undefined,
    keywords: subreddit ? [subreddit] : [],
  };
};
