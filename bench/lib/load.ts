// Load over HTTP with autocannon on loopback. Latencies are taken from autocannon's per-response event
// (sub-millisecond precision) rather than its whole-millisecond histogram; requests per second count
// 2xx responses from the start of the run to its last response.
import autocannon, { type AutocannonOptions, type AutocannonRequest } from 'autocannon';
import { distribution, type Distribution } from './stats.js';

export interface LoadFigures extends Distribution {
  rps: number;
  errors: number;
  seconds: number;
}

export interface LoadOptions {
  url: string;
  token: string;
  connections: number;
  /** seconds; ignored when amount is set */
  duration?: number;
  amount?: number;
  method?: string;
  path?: string;
  body?: unknown;
  idReplacement?: boolean;
  requests?: AutocannonRequest[];
}

export async function load(options: LoadOptions): Promise<LoadFigures> {
  const headers: Record<string, string> = { authorization: `Bearer ${options.token}` };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const config: AutocannonOptions = {
    url: `${options.url}${options.path ?? ''}`,
    connections: options.connections,
    method: options.method ?? 'GET',
    headers,
    timeout: 30,
    skipAggregateResult: false,
  };
  if (options.body !== undefined) config.body = JSON.stringify(options.body);
  if (options.idReplacement) config.idReplacement = true;
  if (options.requests) config.requests = options.requests;
  if (options.amount !== undefined) config.amount = options.amount;
  else config.duration = options.duration ?? 5;

  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now();
  const instance = autocannon(config);
  let lastAt = started;
  instance.on('response', (_client: unknown, status: number, _bytes: number, ms: number) => {
    lastAt = performance.now();
    if (status >= 200 && status < 300) latencies.push(ms);
    else errors++;
  });
  const result = await instance;
  // Up to the last response: autocannon ends an amount-bounded run on its 1 s tick, after the work.
  const seconds = (lastAt - started) / 1000;
  return {
    ...distribution(latencies),
    rps: latencies.length / seconds,
    errors: errors + result.errors + result.timeouts,
    seconds,
  };
}
