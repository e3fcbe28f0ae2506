// One function per tools endpoint of the API table (DESIGN.md).
import type { Tool, UpdateToolInput } from '../../../shared/schemas.js';
import { apiRequest } from '../../lib/api.js';

export interface ToolPageQuery {
  q?: string;
  category?: string;
  limit: number;
  offset: number;
}

export interface ToolPage {
  tools: unknown;
  total: unknown;
}

export function fetchToolPage(query: ToolPageQuery, signal?: AbortSignal): Promise<ToolPage> {
  return apiRequest<ToolPage>('/tools', { query: { ...query }, signal });
}

export async function fetchTool(id: string | number): Promise<Tool> {
  const body = await apiRequest<{ tool: Tool }>(`/tools/${encodeURIComponent(String(id))}`);
  return body.tool;
}

export interface NewTool {
  name: string;
  url: string;
  category: string;
  keywords: string[];
  description?: string;
  title?: string;
  image?: string;
  img?: string;
  icon?: string;
}

export async function createTool(data: NewTool): Promise<Tool> {
  const body = await apiRequest<{ data: Tool }>('/createTools', { method: 'POST', body: { data } });
  return body.data;
}

export async function updateTool(id: number, patch: UpdateToolInput): Promise<Tool> {
  const body = await apiRequest<{ data: Tool }>(`/tools/${id}`, { method: 'PATCH', body: patch });
  return body.data;
}

export async function deleteTool(id: number): Promise<void> {
  await apiRequest(`/tool/${id}`, { method: 'DELETE' });
}
