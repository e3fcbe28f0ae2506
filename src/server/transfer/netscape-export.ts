// Writes the Netscape Bookmark File that Chrome, Firefox and Safari import: categories as folders
// (`Parent / Child` nests back into folders), keywords as TAGS, creation times as ADD_DATE seconds.
// Every text and attribute value is HTML-escaped and only http(s) URLs are written as HREF, so a
// title like `<script>` or a `javascript:` URL can never become markup or a live link in a browser.
import { isHttpUrl } from '../../shared/schemas.js';
import { FOLDER_SEPARATOR, toUnixSeconds } from './bookmark.js';
import type { ExportToolRow } from './transfer.repo.js';

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}

interface FolderNode {
  name: string;
  createdAt: string | null;
  children: Map<string, FolderNode>;
  tools: ExportToolRow[];
}

const node = (name: string): FolderNode => ({ name, createdAt: null, children: new Map(), tools: [] });

function folderFor(root: FolderNode, category: string): FolderNode {
  let folder = root;
  for (const part of category.split(FOLDER_SEPARATOR)) {
    let child = folder.children.get(part);
    if (!child) folder.children.set(part, (child = node(part)));
    folder = child;
  }
  return folder;
}

function writeTool(out: string[], tool: ExportToolRow, indent: string) {
  const keywords = JSON.parse(tool.keywords) as string[];
  const attrs = [`HREF="${escapeHtml(tool.url)}"`, `ADD_DATE="${toUnixSeconds(tool.created_at)}"`];
  attrs.push(`LAST_MODIFIED="${toUnixSeconds(tool.updated_at)}"`);
  if (keywords.length > 0) attrs.push(`TAGS="${escapeHtml(keywords.join(','))}"`);
  out.push(`${indent}<DT><A ${attrs.join(' ')}>${escapeHtml(tool.name)}</A>`);
  if (tool.description) out.push(`${indent}<DD>${escapeHtml(tool.description)}`);
}

function writeFolder(out: string[], folder: FolderNode, indent: string) {
  // An explicit (stack-based) walk: category names are at most 100 characters, but never trust depth.
  const stack: Array<{ folder: FolderNode; indent: string; open: boolean }> = [
    { folder, indent, open: false },
  ];
  while (stack.length > 0) {
    const frame = stack.pop()!;
    if (frame.open) {
      out.push(`${frame.indent}</DL><p>`);
      continue;
    }
    const { folder: f, indent: pad } = frame;
    const date = f.createdAt ? ` ADD_DATE="${toUnixSeconds(f.createdAt)}"` : '';
    out.push(`${pad}<DT><H3${date}>${escapeHtml(f.name)}</H3>`, `${pad}<DL><p>`);
    for (const tool of f.tools) writeTool(out, tool, `${pad}    `);
    stack.push({ folder: f, indent: pad, open: true });
    const children = [...f.children.values()].reverse();
    for (const child of children) stack.push({ folder: child, indent: `${pad}    `, open: false });
  }
}

export function buildNetscapeExport(
  tools: readonly ExportToolRow[],
  categories: ReadonlyArray<{ name: string; created_at: string }>,
): string {
  const root = node('');
  for (const c of categories) folderFor(root, c.name).createdAt = c.created_at;
  for (const tool of tools) if (isHttpUrl(tool.url)) folderFor(root, tool.category).tools.push(tool);
  const out = [
    '<!DOCTYPE NETSCAPE-Bookmark-file-1>',
    '<!-- This is an automatically generated file.',
    '     It will be read and overwritten.',
    '     DO NOT EDIT! -->',
    '<META HTTP-EQUIV="Content-Type" CONTENT="text/html; charset=UTF-8">',
    '<TITLE>Bookmarks</TITLE>',
    '<H1>Bookmarks</H1>',
    '<DL><p>',
  ];
  for (const folder of root.children.values()) writeFolder(out, folder, '    ');
  out.push('</DL><p>', '');
  return out.join('\n');
}
