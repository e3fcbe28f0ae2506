// First-load weight of the built client: the scripts, module preloads and stylesheets index.html names,
// gzip-compressed (level 9, as a static server with precompression would send them).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

export interface ClientFigures {
  available: boolean;
  jsGzipKb: number | null;
  cssGzipKb: number | null;
  files: string[];
  note: string;
}

export function measureClient(clientDir: string): ClientFigures {
  const indexPath = path.join(clientDir, 'index.html');
  if (!fs.existsSync(indexPath))
    return { available: false, jsGzipKb: null, cssGzipKb: null, files: [], note: `${indexPath} not built` };
  const html = fs.readFileSync(indexPath, 'utf8');
  const refs = new Set<string>();
  for (const match of html.matchAll(/<script[^>]*\bsrc="([^"]+)"/g)) refs.add(match[1] ?? '');
  for (const match of html.matchAll(/<link[^>]*\bhref="([^"]+)"[^>]*>/g)) {
    if (/rel="(stylesheet|modulepreload)"/.test(match[0])) refs.add(match[1] ?? '');
  }
  let js = 0;
  let css = 0;
  const files: string[] = [];
  for (const ref of refs) {
    if (!ref || /^[a-z]+:\/\//i.test(ref)) continue;
    const file = path.join(clientDir, ref.replace(/^\//, '').split('?')[0] ?? '');
    if (!fs.existsSync(file)) continue;
    const size = zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
    if (file.endsWith('.css')) css += size;
    else js += size;
    files.push(path.relative(clientDir, file));
  }
  return { available: true, jsGzipKb: js / 1024, cssGzipKb: css / 1024, files, note: '' };
}
