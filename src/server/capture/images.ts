// Preview images and favicons: downloaded once through safe fetch, checked to be images by decoding
// them, resized (640 px wide previews, 64 px icons) to WebP and stored. SVG is rasterised, never kept
// as SVG, so nothing we serve can run script.
import { randomBytes } from 'node:crypto';
import { AppError } from '../errors.js';
import type { FetchPolicy } from './address-policy.js';
import { IMAGE_MAX_BYTES, safeFetch } from './safe-fetch.js';

export type ImageKind = 'image' | 'icon' | 'snapshot';

/** put(key, data, type) of the file storage; capture/ only needs this much of it. */
export type PutFile = (key: string, data: Buffer, contentType: string) => Promise<void>;

const notAnImage = () => new AppError(415, 'not_an_image', 'The link does not point to an image');

const DATA_URL = /^data:(image\/[\w.+-]+)?(;base64)?,(.*)$/is;

async function imageBytes(source: string, policy: FetchPolicy): Promise<Buffer> {
  const inline = DATA_URL.exec(source);
  if (inline) {
    const data = inline[2] ? Buffer.from(inline[3]!, 'base64') : Buffer.from(decodeURIComponent(inline[3]!));
    if (data.length > IMAGE_MAX_BYTES) throw notAnImage();
    return data;
  }
  const res = await safeFetch(source, policy, { maxBytes: IMAGE_MAX_BYTES, accept: 'image/*' });
  if (res.status >= 400) throw new AppError(502, 'fetch_failed', `The image answered ${res.status}`);
  if (res.mediaType === 'text/html') throw notAnImage();
  return res.body;
}

/** Resizes bytes of any supported format (SVG included) to WebP; throws 415 when they are no image. */
export async function resizeImage(data: Buffer, kind: ImageKind): Promise<Buffer> {
  // Loaded on first use, not at start-up (sharp and libvips: ~60 modules, cold start).
  const { default: sharp } = await import('sharp');
  try {
    const image = sharp(data, { limitInputPixels: 40_000_000, density: 144, animated: false }).rotate();
    if (kind === 'icon') {
      return await image
        .resize(64, 64, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
        .webp()
        .toBuffer();
    }
    return await image.resize({ width: 640, withoutEnlargement: true }).webp({ quality: 80 }).toBuffer();
  } catch {
    throw notAnImage();
  }
}

export const newFileKey = () => `${randomBytes(16).toString('hex')}.webp`;

/** Downloads, checks, resizes and stores an image; returns its storage key. */
export async function storeImage(source: string, kind: ImageKind, policy: FetchPolicy, put: PutFile) {
  const webp = await resizeImage(await imageBytes(source, policy), kind);
  const key = newFileKey();
  await put(key, webp, 'image/webp');
  return key;
}
