// Any page: fetch it under the SSRF policy and read its metadata. Only text/html is parsed as a page.
import { extractFromResponse } from '../extract-metadata.js';
import { HTML_MAX_BYTES, safeFetch } from '../safe-fetch.js';
import type { LinkDetails, Provider } from './types.js';

export const genericProvider: Provider = async (url, options) => {
  const res = await safeFetch(url, options.policy, {
    maxBytes: HTML_MAX_BYTES,
    accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.5',
  });
  const empty: LinkDetails = {
    title: undefined,
    description: undefined,
    image: undefined,
    icon: undefined,
    keywords: [],
  };
  if (res.status >= 400 || res.mediaType !== 'text/html') return empty;
  return extractFromResponse(res.body, res.contentType, res.url);
};
