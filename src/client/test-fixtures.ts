// Builders for unit tests: realistic tools and categories with only what a test cares about given.
import type { Category, Tool } from '../shared/schemas.js';

export function makeTool(id: number, patch: Partial<Tool> = {}): Tool {
  return {
    id,
    name: `Tool ${id}`,
    url: `https://example${id}.com/page`,
    title: `Tool ${id}`,
    description: `Description ${id}`,
    image: null,
    icon: null,
    snapshot: null,
    category: 'Design',
    categoryId: 1,
    keywords: ['one', 'two'],
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
    ...patch,
  };
}

export function makeCategory(id: number, name: string, count: number): Category {
  return { id, name, count };
}
