// Link metadata for POST /api/metadata and capture jobs: the first provider that claims the URL
// answers (YouTube, X, Reddit, then any page). Missing values become 'None' and a missing description
// the spec's sentence; fetched keywords come back for the caller to merge with the user's.
import { NONE } from '../../shared/constants.js';
import { fallbackDescription } from '../../shared/messages.js';
import { refused } from './address-policy.js';
import { genericProvider } from './providers/generic.js';
import { redditProvider } from './providers/reddit.js';
import type { CaptureOptions, LinkDetails, Provider } from './providers/types.js';
import { xProvider } from './providers/x.js';
import { youtubeProvider } from './providers/youtube.js';

export type { CaptureOptions, LinkDetails } from './providers/types.js';

const providers: Provider[] = [youtubeProvider, xProvider, redditProvider, genericProvider];

export async function linkDetails(
  link: string,
  options: CaptureOptions,
  hintTitle?: string,
): Promise<LinkDetails> {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    throw refused('Invalid URL');
  }
  for (const provider of providers) {
    const found = await provider(url, options, hintTitle);
    if (found) return found;
  }
  return { title: undefined, description: undefined, image: undefined, icon: undefined, keywords: [] };
}

export interface LinkMetadata {
  url: string;
  title: string;
  description: string;
  img: string;
  icon: string;
  keywords: string[];
}

/** The spec's shape: every value present, 'None' where nothing was found. */
export function presentLinkMetadata(url: string, details: LinkDetails, hintTitle?: string): LinkMetadata {
  const title = details.title ?? hintTitle ?? NONE;
  return {
    url,
    title,
    description: details.description ?? fallbackDescription(title, url),
    img: details.image ?? NONE,
    icon: details.icon ?? NONE,
    keywords: details.keywords,
  };
}
