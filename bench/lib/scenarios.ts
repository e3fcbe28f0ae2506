// The query kinds the benchmark measures, each as an HTTP request and as the same service call
// in-process, so the server figure and the raw floor describe exactly the same work.
import { listToolsQuerySchema, type ListToolsQuery } from '../../src/shared/schemas.js';
import type { Vocabulary } from './data.js';

export interface ReadScenario {
  key: string;
  label: string;
  path: string;
  query: ListToolsQuery;
  /** a budget on p95 latency over HTTP, in ms, when the issue sets one */
  p95Budget?: number;
  /** a budget on requests per second, when the issue sets one */
  rpsBudget?: number;
}

function scenario(
  key: string,
  label: string,
  params: Record<string, string>,
  budgets: Partial<ReadScenario>,
) {
  const search = new URLSearchParams(params).toString();
  return {
    key,
    label,
    path: `/api/tools?${search}`,
    query: listToolsQuerySchema.parse(params),
    ...budgets,
  } satisfies ReadScenario;
}

/** The common word is the head of the Zipf vocabulary; the rare word is one brand name of the tail. */
export function readScenarios(vocabulary: Vocabulary, categories: string[]): ReadScenario[] {
  const common = vocabulary.words[0] ?? 'data';
  const rare = vocabulary.words[vocabulary.words.length - 1234] ?? 'kalovin';
  const search = { p95Budget: 15 };
  return [
    scenario('list', 'list first page', { limit: '10' }, { p95Budget: 5, rpsBudget: 3000 }),
    scenario('category', 'category page', { category: categories[0] ?? 'Data', limit: '10' }, {}),
    scenario('search-common', `search common "${common}"`, { q: common, limit: '10' }, search),
    scenario('search-rare', `search rare "${rare}"`, { q: rare, limit: '10' }, search),
    scenario('search-short', 'search 2-letter "ui"', { q: 'ui', limit: '10' }, search),
    scenario('search-none', 'search no match "qqxzy"', { q: 'qqxzy', limit: '10' }, search),
    scenario(
      'search-multi',
      'search multi "open source editor"',
      { q: 'open source editor', limit: '10' },
      search,
    ),
  ];
}

export type WriteKind = 'create' | 'patch' | 'delete';

export function createBody(index: number | string, category: string) {
  return {
    data: {
      name: `Bench tool ${index}`,
      url: `https://bench-create.example/tool/${index}`,
      category,
      keywords: ['bench', 'created'],
      description: 'A tool the benchmark adds, patches and deletes again.',
    },
  };
}

export const patchBody = (round: number) => ({ description: `Patched by the benchmark, round ${round}.` });
