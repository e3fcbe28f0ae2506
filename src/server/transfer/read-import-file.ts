// Turns the bytes of an uploaded file into bookmarks without ever holding the whole file as text:
// the encoding is settled from the first kilobyte (BOM, then a <meta charset>, else UTF-8, like a
// browser's prescan), then chunks are decoded and fed to the streaming parser as they arrive.
// Bytes that are not valid in that encoding become U+FFFD, as a browser would show them.
// A file starting with `{` is read whole as a JSON backup instead.
import { TextDecoder } from 'node:util';
import { badRequest } from '../errors.js';
import { parseBackup, type Backup } from './backup-format.js';
import { createNetscapeParser, type NetscapeResult } from './netscape-parser.js';

export type ImportFile = ({ kind: 'netscape' } & NetscapeResult) | { kind: 'backup'; backup: Backup };

export const NOT_A_BOOKMARK_FILE =
  'This is not a bookmark file: upload a bookmarks HTML export from a browser or service, or a Toolspace JSON backup';

const PRESCAN_BYTES = 1024;

export function detectEncoding(head: Buffer): { encoding: string; bom: number } {
  if (head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf) return { encoding: 'utf-8', bom: 3 };
  if (head[0] === 0xff && head[1] === 0xfe) return { encoding: 'utf-16le', bom: 2 };
  if (head[0] === 0xfe && head[1] === 0xff) return { encoding: 'utf-16be', bom: 2 };
  const prescan = head.subarray(0, PRESCAN_BYTES).toString('latin1');
  const label = /<meta[^>]*?charset\s*=\s*["']?\s*([\w:.-]+)/i.exec(prescan)?.[1];
  return { encoding: supportedAsciiCompatible(label) ?? 'utf-8', bom: 0 };
}

/** A <meta> can only name an ASCII-compatible encoding (HTML spec: utf-16 there means utf-8). */
function supportedAsciiCompatible(label: string | undefined): string | undefined {
  if (!label) return undefined;
  try {
    const encoding = new TextDecoder(label).encoding;
    return encoding.startsWith('utf-16') ? 'utf-8' : encoding;
  } catch {
    return undefined;
  }
}

export async function readImportFile(chunks: AsyncIterable<Buffer>): Promise<ImportFile> {
  const iterator = chunks[Symbol.asyncIterator]();
  let head = Buffer.alloc(0);
  let done = false;
  while (head.length < PRESCAN_BYTES && !done) {
    const next = await iterator.next();
    if (next.done) done = true;
    else head = Buffer.concat([head, next.value]);
  }
  const rest: AsyncIterable<Buffer> = { [Symbol.asyncIterator]: () => iterator };
  const { encoding, bom } = detectEncoding(head);
  const decoder = new TextDecoder(encoding, { ignoreBOM: true });
  const first = decoder.decode(head.subarray(bom), { stream: true });
  if (first.trimStart().startsWith('{')) {
    return { kind: 'backup', backup: parseBackup(first + (done ? '' : await readRest(rest, decoder))) };
  }
  const parser = createNetscapeParser();
  parser.write(first);
  if (!done) for await (const chunk of rest) parser.write(decoder.decode(chunk, { stream: true }));
  parser.write(decoder.decode());
  const result = parser.end();
  if (!result.isBookmarkFile) throw badRequest(NOT_A_BOOKMARK_FILE, 'not_bookmark_file');
  return { kind: 'netscape', ...result };
}

async function readRest(rest: AsyncIterable<Buffer>, decoder: TextDecoder): Promise<string> {
  const parts: string[] = [];
  for await (const chunk of rest) parts.push(decoder.decode(chunk, { stream: true }));
  parts.push(decoder.decode());
  return parts.join('');
}
