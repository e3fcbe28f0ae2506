import type { LinkMetadata } from '../../../shared/schemas.js';
import { apiRequest } from '../../lib/api.js';

/** The server fetches the page itself (no third-party services) and returns its details. */
export function fetchMetadata(url: string, title?: string): Promise<LinkMetadata> {
  return apiRequest<LinkMetadata>('/metadata', { method: 'POST', body: title ? { url, title } : { url } });
}
