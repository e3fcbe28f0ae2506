import type { FetchPolicy } from '../address-policy.js';

/** Provider endpoints; overridable for tests (YOUTUBE_OEMBED_URL, TWITTER_*, REDDIT_BASE_URL). */
export interface ProviderEndpoints {
  youtubeOembedUrl: string;
  twitterOembedUrl: string;
  twitterSyndicationUrl: string;
  redditBaseUrl: string;
}

export interface CaptureOptions {
  policy: FetchPolicy;
  endpoints: ProviderEndpoints;
}

/** What a provider found about a link; undefined fields are filled with 'None' by the caller. */
export interface LinkDetails {
  title: string | undefined;
  description: string | undefined;
  image: string | undefined;
  icon: string | undefined;
  keywords: string[];
}

/** Returns null when the URL is not the provider's own (or it found nothing), so the next one runs. */
export type Provider = (url: URL, options: CaptureOptions, hintTitle?: string) => Promise<LinkDetails | null>;

/** Host is the site or one of its subdomains; lookalikes (youtube.com.evil.test) are not. */
export function isHost(url: URL, ...sites: string[]): boolean {
  const host = url.hostname.toLowerCase().replace(/\.$/, '');
  return sites.some((site) => host === site || host.endsWith(`.${site}`));
}

export const str = (v: unknown): string | undefined =>
  typeof v === 'string' && v.trim() ? v.trim() : undefined;
export const obj = (v: unknown): Record<string, unknown> =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
