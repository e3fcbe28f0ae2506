import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, createTool, signUp, type SignedIn, type TestContext } from '../helper.js';
import { expectError, saveTool, type Tool, type ToolList } from './support.js';

let ctx: TestContext;
let user: SignedIn;
const ids: Record<string, number> = {};

// Oldest first; names are the keys of `ids`.
const fixtures = [
  {
    name: 'Zig Language',
    url: 'https://ziglang.example/',
    category: 'Languages',
    keywords: 'systems, compiler',
    description: 'A general-purpose programming language',
  },
  {
    name: 'Rust Book',
    url: 'https://rust.example/book',
    category: 'Languages',
    keywords: 'systems, learning',
    description: 'The Rust programming language book',
  },
  {
    name: 'Excalidraw',
    url: 'https://excalidraw.example/',
    category: 'Design',
    keywords: 'whiteboard, sketch',
    description: 'Virtual whiteboard for hand-drawn diagrams',
  },
  {
    name: 'React Docs',
    url: 'https://react.example/learn',
    category: 'Frontend',
    keywords: 'ui, hooks',
    description: 'Learn React',
  },
  {
    name: 'Preact',
    url: 'https://preact.example/',
    category: 'Frontend',
    keywords: 'ui',
    description: 'Fast 3kB alternative to React with the same API',
  },
  {
    name: 'Hooks Cookbook',
    url: 'https://recipes.example/',
    category: 'Cooking',
    keywords: 'kitchen',
    description: 'Recipes, not code',
  },
  {
    name: 'Tailwind',
    url: 'https://tailwind.example/docs',
    category: 'Design',
    keywords: 'css, utility',
    description: 'Utility-first CSS framework',
  },
  {
    name: 'Secret Diary',
    url: 'https://diary.example/qwxyz-path',
    category: 'Personal',
    keywords: 'private',
    description: 'Nothing here',
  },
];

const search = async (query: string) => {
  const res = await user.request({ method: 'GET', url: `/api/tools?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ToolList>();
};
const names = (list: ToolList) => list.tools.map((t) => t.name);

beforeAll(async () => {
  ctx = await build();
  user = await signUp(ctx.app);
  for (const tool of fixtures) ids[tool.name] = (await saveTool(user, tool)).id;
});
afterAll(() => ctx.close());

describe('GET /api/tools?q=', () => {
  it('matches case-insensitively and ignores surrounding blanks', async () => {
    for (const q of ['tailwind', 'TAILWIND', 'TaIlWiNd', '%20%20tailwind%20%20']) {
      expect(names(await search(`q=${q}`))).toEqual(['Tailwind']);
    }
  });

  it('matches the name, category, keywords, description and URL', async () => {
    expect(names(await search('q=excalidraw'))).toEqual(['Excalidraw']); // name
    expect(names(await search('q=cooking'))).toEqual(['Hooks Cookbook']); // category
    expect(names(await search('q=whiteboard'))).toEqual(['Excalidraw']); // keyword (and description)
    expect(names(await search('q=kitchen'))).toEqual(['Hooks Cookbook']); // keyword only
    expect(names(await search('q=hand-drawn'))).toEqual(['Excalidraw']); // description only
    expect(names(await search('q=qwxyz'))).toEqual(['Secret Diary']); // URL only
    expect(names(await search('q=ziglang'))).toEqual(['Zig Language']); // URL host
  });

  it('matches inside words (substring), not only whole words', async () => {
    expect(names(await search('q=calidra'))).toEqual(['Excalidraw']);
    expect(names(await search('q=ilwin'))).toEqual(['Tailwind']);
  });

  it('ranks name and category matches first, then newest first', async () => {
    // 'react': Preact and React Docs by name; nothing else by name → newest first among them
    expect(names(await search('q=react'))).toEqual(['Preact', 'React Docs']);
    // 'hooks': Hooks Cookbook by name (older), React Docs by keyword (newer) → the name match comes first
    expect(names(await search('q=hooks'))).toEqual(['Hooks Cookbook', 'React Docs']);
    // 'docs': React Docs by name (older), Tailwind by URL only (newer)
    expect(names(await search('q=docs'))).toEqual(['React Docs', 'Tailwind']);
    // 'design': both by category → newest first
    expect(names(await search('q=design'))).toEqual(['Tailwind', 'Excalidraw']);
    // 'languages': both by category, although Zig Language is also a name match
    expect(names(await search('q=languages'))).toEqual(['Rust Book', 'Zig Language']);
    // 'programming': description only for both → newest first
    expect(names(await search('q=programming'))).toEqual(['Rust Book', 'Zig Language']);
  });

  it('answers one- and two-letter queries', async () => {
    const z = names(await search('q=z'));
    expect(z).toContain('Zig Language');
    expect(z).not.toContain('Rust Book');
    const ui = names(await search('q=ui'));
    expect(ui).toEqual(expect.arrayContaining(['React Docs', 'Preact']));
    expect(ui).not.toContain('Zig Language');
    const ru = names(await search('q=RU'));
    expect(ru).toContain('Rust Book');
    expect(ru).not.toContain('Excalidraw');
  });

  it('requires every word of a multi-word query to match somewhere', async () => {
    expect(names(await search('q=react%20hooks'))).toEqual(['React Docs']);
    expect(names(await search('q=systems%20rust'))).toEqual(['Rust Book']);
    expect(names(await search('q=css%20%20%20utility'))).toEqual(['Tailwind']);
    expect(names(await search('q=rust%20ui'))).toEqual([]);
  });

  it('answers an empty list with total 0 when nothing matches', async () => {
    expect(await search('q=nothing-matches-this')).toEqual({ tools: [], total: 0 });
  });

  it('treats quotes, wildcards and operators as plain text', async () => {
    for (const q of ['%25', '_', '%22', '*', 'a%22b', 'AND', 'NOT%20rust', '(', 'zig*', '%5C']) {
      const res = await user.request({ method: 'GET', url: `/api/tools?q=${q}` });
      expect(res.statusCode, `${q}: ${res.body}`).toBe(200);
      expect(res.json<ToolList>().total, q).toBeLessThan(fixtures.length);
    }
    expect((await search('q=%25')).total).toBe(0);
    expect((await search('q=_')).total).toBe(0);
  });

  it('lists everything when the query is blank', async () => {
    expect((await search('q=%20%20')).total).toBe(fixtures.length);
    expect((await search('q=')).total).toBe(fixtures.length);
  });

  it('combines with the category filter', async () => {
    expect(names(await search('q=systems&category=languages'))).toEqual(['Rust Book', 'Zig Language']);
    expect(names(await search('q=systems&category=design'))).toEqual([]);
    expect(names(await search('q=react&category=all'))).toEqual(['Preact', 'React Docs']);
  });

  it('refuses a query longer than 200 characters', async () => {
    expectError(await user.request({ method: 'GET', url: `/api/tools?q=${'a'.repeat(201)}` }), 400);
  });

  it('follows edits: a renamed or moved tool is found by its new values only', async () => {
    const id = ids['Secret Diary'];
    const res = await user.request({
      method: 'PATCH',
      url: `/api/tools/${id}`,
      payload: { name: 'Journal', category: 'Writing', keywords: 'notebook', description: 'Daily notes' },
    });
    expect(res.statusCode).toBe(200);
    expect(names(await search('q=diary'))).toEqual(['Journal']); // still in the URL
    expect(names(await search('q=secret'))).toEqual([]);
    expect(names(await search('q=private'))).toEqual([]);
    expect(names(await search('q=personal'))).toEqual([]);
    expect(names(await search('q=journal'))).toEqual(['Journal']);
    expect(names(await search('q=writing'))).toEqual(['Journal']);
    expect(names(await search('q=notebook'))).toEqual(['Journal']);
    await user.request({ method: 'DELETE', url: `/api/tool/${id}` });
    expect(names(await search('q=journal'))).toEqual([]);
  });
});

describe('GET /api/tools?q= paging', () => {
  let pager: SignedIn;
  const created: Tool[] = [];
  beforeAll(async () => {
    pager = await signUp(ctx.app);
    for (let i = 0; i < 15; i++) {
      created.push(await saveTool(pager, { name: `Paged item ${i}`, url: `https://paged.example/${i}` }));
    }
    await createTool(pager, { name: 'Unrelated', url: 'https://elsewhere.example/' });
  });

  it('pages the results newest first, always with the full total', async () => {
    const newest = created.map((t) => t.id).reverse();
    const seen: number[] = [];
    for (const offset of [0, 5, 10]) {
      const res = await pager.request({ method: 'GET', url: `/api/tools?q=paged&limit=5&offset=${offset}` });
      const page = res.json<ToolList>();
      expect(page.total).toBe(15);
      expect(page.tools).toHaveLength(5);
      seen.push(...page.tools.map((t) => t.id));
    }
    expect(seen).toEqual(newest);
    const beyond = (
      await pager.request({ method: 'GET', url: '/api/tools?q=paged&limit=5&offset=15' })
    ).json<ToolList>();
    expect(beyond).toEqual({ tools: [], total: 15 });
    const offsetOnly = (
      await pager.request({ method: 'GET', url: '/api/tools?q=paged&offset=12' })
    ).json<ToolList>();
    expect(offsetOnly.tools.map((t) => t.id)).toEqual(newest.slice(12));
  });
});
