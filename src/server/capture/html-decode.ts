// Turns fetched bytes into text: charset from the BOM, then the Content-Type header, then a <meta> tag
// in the first 4 KB, else UTF-8. Pages that declare a single-byte charset but are valid UTF-8 are read
// as UTF-8, a common mislabel (the corpus has one).
import { TextDecoder } from 'node:util';

const SINGLE_BYTE = new Set(['iso-8859-1', 'latin1', 'us-ascii', 'ascii', 'windows-1252', 'cp1252']);

function bomCharset(body: Buffer): string | undefined {
  if (body[0] === 0xef && body[1] === 0xbb && body[2] === 0xbf) return 'utf-8';
  if (body[0] === 0xfe && body[1] === 0xff) return 'utf-16be';
  if (body[0] === 0xff && body[1] === 0xfe) return 'utf-16le';
  return undefined;
}

function headerCharset(contentType: string): string | undefined {
  return /charset\s*=\s*["']?([\w.:-]+)/i.exec(contentType)?.[1];
}

function metaCharset(body: Buffer): string | undefined {
  const head = body.subarray(0, 4096).toString('latin1');
  return (
    /<meta[^>]+charset\s*=\s*["']?\s*([\w.:-]+)/i.exec(head)?.[1] ??
    /<meta[^>]+content\s*=\s*["'][^"']*charset=([\w.:-]+)/i.exec(head)?.[1]
  );
}

function isUtf8(body: Buffer): boolean {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(body);
    return true;
  } catch {
    return false;
  }
}

function decoderFor(label: string | undefined): TextDecoder | undefined {
  if (!label) return undefined;
  // GB2312 pages routinely use GB18030-only characters; its superset decodes both.
  const name = /^(gb2312|gbk|x-gbk)$/i.test(label) ? 'gb18030' : label;
  try {
    return new TextDecoder(name);
  } catch {
    return undefined;
  }
}

export function decodeHtml(body: Buffer, contentType: string): string {
  const bom = bomCharset(body);
  if (bom) return new TextDecoder(bom).decode(body);
  const declared = headerCharset(contentType) ?? metaCharset(body);
  if (declared && SINGLE_BYTE.has(declared.toLowerCase()) && isUtf8(body)) {
    return body.toString('utf8');
  }
  return (decoderFor(declared) ?? new TextDecoder('utf-8')).decode(body);
}
