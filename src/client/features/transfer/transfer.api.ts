// Calls for import and export. The upload uses XMLHttpRequest because fetch cannot report upload
// progress; the export is fetched with the bearer token and handed to the browser as a download.
import { ApiError, apiRequest } from '../../lib/api.js';
import { getToken } from '../../lib/session.js';

export interface ImportResult {
  imported: number;
  duplicates: number;
  skipped: number;
  categories: number;
}

export interface CaptureProgress {
  total: number;
  done: number;
  failed: number;
  queued: number;
}

export function fetchCaptureProgress(signal?: AbortSignal): Promise<CaptureProgress> {
  return apiRequest<CaptureProgress>('/import/status', signal ? { signal } : {});
}

function errorOf(xhr: XMLHttpRequest): ApiError {
  let message = xhr.statusText || 'Import failed';
  try {
    const body = JSON.parse(xhr.responseText) as { message?: unknown };
    if (typeof body.message === 'string') message = body.message;
  } catch {
    // not JSON: keep the status text
  }
  return new ApiError(xhr.status, message);
}

/** Uploads one file as multipart/form-data; onProgress gets the uploaded fraction (0–1). */
export function uploadImport(file: File, onProgress: (fraction: number) => void): Promise<ImportResult> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/import');
    const token = getToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) resolve(JSON.parse(xhr.responseText) as ImportResult);
      else reject(errorOf(xhr));
    };
    xhr.onerror = () => reject(new ApiError(0, 'The upload failed: check your connection'));
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
}

export async function downloadExport(format: 'html' | 'json'): Promise<void> {
  const token = getToken();
  const response = await fetch(`/api/export?format=${format}`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) throw new ApiError(response.status, 'Export failed');
  const disposition = response.headers.get('Content-Disposition') ?? '';
  const filename = /filename="([^"]+)"/.exec(disposition)?.[1] ?? `toolspace-export.${format}`;
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
