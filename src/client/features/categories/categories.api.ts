import type { Category } from '../../../shared/schemas.js';
import { apiRequest } from '../../lib/api.js';

export function fetchCategories(signal?: AbortSignal): Promise<{ categories: unknown }> {
  return apiRequest<{ categories: unknown }>('/category', { signal });
}

export async function createCategory(name: string): Promise<Category> {
  const body = await apiRequest<{ data: Category }>('/createCategory', {
    method: 'POST',
    body: { data: { name } },
  });
  return body.data;
}

export async function deleteCategory(category: Category): Promise<void> {
  await apiRequest(`/category/${encodeURIComponent(category.name)}/${category.id}`, { method: 'DELETE' });
}
