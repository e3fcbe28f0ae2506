// Deterministic, realistic-looking bookmark data: a fixed-seed PRNG and Zipf-distributed words, so every
// run seeds the same names, URLs, keywords and descriptions and the query kinds hit the same rows.

/** mulberry32: small, fast, good enough for test data; the same seed gives the same sequence. */
export function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T,
  };
}
export type Random = ReturnType<typeof createRandom>;

// The head of the vocabulary: words that really are common in bookmark descriptions. Rank 1 is the
// "common word" query; the tail is made of generated words, each rare.
const HEAD = `data open source free tool web app api design code fast simple cloud team online platform
  build manage create editor library framework developer javascript python react server database
  analytics search open-source self-hosted markdown notes project file image video audio chart
  dashboard monitor security password email chat calendar task workflow automation testing deploy
  container kubernetes docker git github linux terminal command line browser extension plugin theme
  font icon color palette css html typescript rust golang java kotlin swift mobile ios android
  desktop privacy backup sync storage share link bookmark reader news blog write learn course
  tutorial guide documentation reference cheat sheet example template starter kit component ui ux
  prototype wireframe mockup illustration photo stock music podcast stream record screen capture
  convert compress format validate generate random test mock proxy network dns ssl domain hosting
  static site generator cms headless ecommerce payment invoice finance budget crypto wallet map
  location weather time tracker habit health fitness recipe travel game engine physics animation 3d
  model machine learning ai llm prompt chatbot translate speech text pdf spreadsheet table csv json
  yaml xml sql nosql graph queue cache log metric alert incident status uptime performance benchmark`
  .split(/\s+/)
  .filter(Boolean);

const SYLLABLES = `ka lo mi ne ra ti su ve zo pa qu fi da xe bo ly wu ha jo ce ri an en ol ur ix or ta mo
  gle vin dor pex sar lum nix tor vel zan cor fen gul hap kip lor mav nob pim rux sol tem vyr`
  .split(/\s+/)
  .filter(Boolean);

const TLDS = ['com', 'io', 'dev', 'app', 'org', 'net', 'co', 'so', 'ai', 'sh'];

function makeTail(random: Random, count: number): string[] {
  const words = new Set<string>();
  while (words.size < count) {
    const parts = random.int(2, 4);
    let w = '';
    for (let i = 0; i < parts; i++) w += random.pick(SYLLABLES);
    if (!HEAD.includes(w)) words.add(w);
  }
  return [...words];
}

export interface Vocabulary {
  words: string[];
  /** cumulative Zipf weights, for sampling by binary search */
  cumulative: Float64Array;
}

export function createVocabulary(random: Random, tailSize = 6000): Vocabulary {
  const words = [...HEAD, ...makeTail(random, tailSize)];
  const cumulative = new Float64Array(words.length);
  let sum = 0;
  for (let i = 0; i < words.length; i++) {
    // Zipf with an offset: the most common word is in about a quarter of the descriptions, as "data"
    // or "open" would be in a real collection of developer bookmarks.
    sum += 1 / (i + 12);
    cumulative[i] = sum;
  }
  for (let i = 0; i < words.length; i++) cumulative[i] = (cumulative[i] ?? 0) / sum;
  return { words, cumulative };
}

export function zipfWord(random: Random, vocab: Vocabulary): string {
  const r = random.next();
  let lo = 0;
  let hi = vocab.words.length - 1;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((vocab.cumulative[mid] ?? 1) < r) lo = mid + 1;
    else hi = mid;
  }
  return vocab.words[lo] ?? 'data';
}

const capital = (w: string) => w.charAt(0).toUpperCase() + w.slice(1);

export function categoryNames(random: Random, count: number): string[] {
  const topics = HEAD.slice(0, 120);
  const names = new Set<string>();
  for (const topic of topics) {
    if (names.size >= count) break;
    names.add(capital(topic));
  }
  while (names.size < count) names.add(`${capital(random.pick(topics))} ${capital(random.pick(topics))}`);
  return [...names];
}

export interface GeneratedTool {
  name: string;
  url: string;
  category: string;
  keywords: string[];
  description: string;
}

/** Tool number `index` of an account; `index` keeps every URL unique within the account. */
export function generateTool(
  random: Random,
  vocab: Vocabulary,
  categories: readonly string[],
  index: number,
): GeneratedTool {
  const tail = vocab.words.length - HEAD.length;
  const brand = vocab.words[HEAD.length + random.int(0, tail - 1)] ?? 'tool';
  const noun = zipfWord(random, vocab);
  const keywords = new Set<string>();
  const keywordCount = random.int(2, 5);
  while (keywords.size < keywordCount) keywords.add(zipfWord(random, vocab));
  const words: string[] = [];
  const length = random.int(8, 24);
  for (let i = 0; i < length; i++) words.push(zipfWord(random, vocab));
  const description = `${capital(words.join(' '))}.`;
  const path = random.next() < 0.5 ? `/${noun}` : `/docs/${zipfWord(random, vocab)}`;
  return {
    name: `${capital(brand)} ${capital(noun)}`,
    url: `https://${brand}.${random.pick(TLDS)}${path}-${index.toString(36)}`,
    category: random.pick(categories),
    keywords: [...keywords],
    description,
  };
}

/** A Netscape bookmark file (what browsers export) with `count` links in folders. */
export function netscapeBookmarks(random: Random, vocab: Vocabulary, count: number): string {
  const folders = categoryNames(random, 40);
  const byFolder = new Map<string, string[]>();
  for (let i = 0; i < count; i++) {
    const t = generateTool(random, vocab, folders, 900_000 + i);
    const added = 1_600_000_000 + i * 60;
    const line = `        <DT><A HREF="${t.url}" ADD_DATE="${added}" TAGS="${t.keywords.join(',')}">${t.name}</A>\n        <DD>${t.description}\n`;
    const list = byFolder.get(t.category) ?? [];
    list.push(line);
    byFolder.set(t.category, list);
  }
  let html = `<!DOCTYPE NETSCAPE-Bookmark-file-1>
<!-- This is an automatically generated file. -->
<META HTTP-EQUIV="Content-Type" CONTENT="text/html; charset=UTF-8">
<TITLE>Bookmarks</TITLE>
<H1>Bookmarks</H1>
<DL><p>
`;
  for (const [folder, lines] of byFolder) {
    html += `    <DT><H3 ADD_DATE="1600000000">${folder}</H3>\n    <DL><p>\n${lines.join('')}    </DL><p>\n`;
  }
  return `${html}</DL><p>\n`;
}
