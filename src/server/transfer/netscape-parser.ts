// Streaming reader for the Netscape Bookmark File format (every browser's export) and Pocket's
// `<h1>` + `<ul><li><a>` list. It listens to htmlparser2's tag events instead of building a DOM, so a
// 30 MB file is read in small pieces, and keeps its own folder stack (an array, never recursion), so
// 10,000 nested folders cost 10,000 array entries. htmlparser2 closes tags the way HTML does
// (`</DL>` closes the `<DT>`s and `<p>`s inside it, stray end tags are ignored), which is how
// browsers read these files.
import { Parser } from 'htmlparser2';
import { limits } from '../../shared/constants.js';
import {
  childCategory,
  cleanIcon,
  cleanKeywords,
  cleanLine,
  cleanText,
  isImportableUrl,
  parseUnixDate,
  ROOT_CATEGORY,
  type ParsedBookmark,
} from './bookmark.js';

export interface NetscapeResult {
  bookmarks: ParsedBookmark[];
  /** every `<a href>` seen, kept or not */
  links: number;
  /** links that are not http(s) (javascript:, place:, relative …) */
  skipped: number;
  /** the file looks like a bookmark export (doctype, or links inside a bookmark list) */
  isBookmarkFile: boolean;
}

type Capture = 'a' | 'h1' | 'h3' | 'dd' | null;

interface Frame {
  category: string | null;
  /** links directly inside count as bookmark-list links (a <DL>, or Pocket's section <ul>) */
  isList: boolean;
}

/** Text longer than this inside one element is cut; the limits of what we store are far smaller. */
const MAX_CAPTURE = limits.descriptionLength * 2;
/** Tags that end a <DD> text run (it has no end tag in browser exports). */
const ENDS_DESCRIPTION = new Set(['dt', 'dd', 'dl', 'ul', 'li', 'h1', 'h3', 'a', 'hr']);

export function createNetscapeParser() {
  const bookmarks: ParsedBookmark[] = [];
  const frames: Frame[] = [];
  let links = 0;
  let skipped = 0;
  let listLinks = 0;
  let netscapeDoctype = false;
  let pendingFolder: string | null = null;
  let pendingSection: string | null = null;
  let capture: Capture = null;
  let text = '';
  let current: ParsedBookmark | null = null;
  let describable: ParsedBookmark | null = null;
  let rawText = 0;

  const category = () => frames[frames.length - 1]?.category ?? null;

  function finishCapture() {
    if (capture === 'a') {
      if (current) {
        current.title = cleanLine(text, limits.titleLength);
        describable = current;
      }
      current = null;
    } else if (capture === 'h3') {
      pendingFolder = text;
    } else if (capture === 'h1') {
      pendingSection = text;
    } else if (capture === 'dd' && describable && !describable.description) {
      describable.description = cleanText(text, limits.descriptionLength);
    }
    capture = null;
    text = '';
  }

  function startCapture(kind: Capture) {
    finishCapture();
    capture = kind;
  }

  function openLink(attribs: Record<string, string>) {
    const href = attribs.href;
    if (href === undefined) return startCapture(null);
    links += 1;
    if (frames[frames.length - 1]?.isList) listLinks += 1;
    const url = href.trim();
    startCapture('a');
    if (!isImportableUrl(url)) {
      skipped += 1;
      describable = null;
      return;
    }
    current = {
      url,
      title: '',
      description: cleanText(attribs.description ?? '', limits.descriptionLength),
      keywords: cleanKeywords(attribs.tags),
      category: category() ?? ROOT_CATEGORY,
      createdAt: parseUnixDate(attribs.add_date) ?? parseUnixDate(attribs.time_added),
      updatedAt: parseUnixDate(attribs.last_modified),
      icon: cleanIcon(attribs.icon),
    };
    bookmarks.push(current);
  }

  function openList(name: 'dl' | 'ul') {
    finishCapture();
    const parent = category();
    if (name === 'dl') {
      frames.push({
        category: pendingFolder === null ? parent : childCategory(parent, pendingFolder),
        isList: true,
      });
    } else {
      // Pocket: an <h1> names the section its <ul> holds; any other <ul> is just nesting.
      const section = pendingSection;
      frames.push({
        category: section === null ? parent : childCategory(parent, section),
        isList: section !== null,
      });
    }
    pendingFolder = null;
    pendingSection = null;
    describable = null;
  }

  const parser = new Parser(
    {
      onprocessinginstruction(name, data) {
        if (name.toLowerCase() === '!doctype' && /netscape-bookmark-file/i.test(data)) netscapeDoctype = true;
      },
      onopentag(name, attribs) {
        if (name === 'script' || name === 'style') rawText += 1;
        if (capture === 'dd' && ENDS_DESCRIPTION.has(name)) finishCapture();
        if (name === 'a') openLink(attribs);
        else if (name === 'h3') {
          startCapture('h3');
          describable = null;
        } else if (name === 'h1') startCapture('h1');
        else if (name === 'dd') startCapture('dd');
        else if (name === 'dl' || name === 'ul') openList(name);
        else if (name === 'br' && capture !== null) text += '\n';
        else if (capture !== null && (name === 'dt' || name === 'li')) finishCapture();
      },
      ontext(data) {
        if (capture !== null && rawText === 0 && text.length < MAX_CAPTURE) text += data;
      },
      onclosetag(name) {
        if (name === 'script' || name === 'style') rawText = Math.max(0, rawText - 1);
        if (name === capture || (capture === 'a' && name === 'a')) finishCapture();
        else if (name === 'dl' || name === 'ul') {
          finishCapture();
          frames.pop();
          describable = null;
        }
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );

  return {
    write(chunk: string) {
      parser.write(chunk);
    },
    end(): NetscapeResult {
      parser.end();
      finishCapture();
      return { bookmarks, links, skipped, isBookmarkFile: netscapeDoctype || listLinks > 0 };
    },
  };
}
