// POST /api/metadata: the link's details through the provider chain, in the spec's shape.
import { linkDetails, presentLinkMetadata, type CaptureOptions } from '../../capture/link-details.js';

export function createMetadataService(capture: CaptureOptions) {
  return {
    async fetchMetadata(url: string, title?: string) {
      const details = await linkDetails(url, capture, title);
      return presentLinkMetadata(url, details, title);
    },
  };
}

export type MetadataService = ReturnType<typeof createMetadataService>;
