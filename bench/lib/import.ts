// Import of a 10,000-bookmark Netscape file through POST /api/import. The endpoint may not exist in every
// build; then the figure is reported as not available rather than guessed.
export interface ImportFigures {
  available: boolean;
  ms: number | null;
  bookmarks: number;
  imported: number | null;
  note: string;
}

/** fetch, retried once when the server closed a pooled keep-alive socket just as it was reused. */
async function send(input: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(input, init);
  } catch {
    return fetch(input, init);
  }
}

async function post(url: string, token: string, file: string, multipart: boolean) {
  const started = performance.now();
  let response: Response;
  if (multipart) {
    const form = new FormData();
    form.append('file', new Blob([file], { type: 'text/html' }), 'bookmarks.html');
    response = await send(`${url}/api/import`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
  } else {
    response = await send(`${url}/api/import`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'text/html' },
      body: file,
    });
  }
  const text = await response.text();
  return { status: response.status, text, ms: performance.now() - started };
}

export async function measureImport(url: string, token: string, file: string, bookmarks: number) {
  let result = await post(url, token, file, false);
  if (result.status === 404 && /route/i.test(result.text)) {
    return {
      available: false,
      ms: null,
      bookmarks,
      imported: null,
      note: 'POST /api/import does not exist in this build',
    } satisfies ImportFigures;
  }
  if (result.status === 415 || result.status === 400) result = await post(url, token, file, true);
  if (result.status < 200 || result.status >= 300) {
    return {
      available: false,
      ms: null,
      bookmarks,
      imported: null,
      note: `POST /api/import answered ${result.status}: ${result.text.slice(0, 200)}`,
    } satisfies ImportFigures;
  }
  const body = JSON.parse(result.text) as { imported?: number; data?: { imported?: number } };
  const imported = body.imported ?? body.data?.imported ?? null;
  return {
    available: true,
    ms: result.ms,
    bookmarks,
    imported,
    note: imported === bookmarks ? '' : `imported ${imported ?? '?'} of ${bookmarks}`,
  } satisfies ImportFigures;
}
