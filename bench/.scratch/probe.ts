import { openDatabase } from '../../src/server/db/connect.js';
import { createServices } from '../../src/server/services.js';
const database = await openDatabase({ dataDir: '/tmp/benchdb' });
const services = createServices(database, { sessionTtlMs: 1e9 });
const cases: Record<string, object> = {
  first: { limit: 10 }, category: { category: 'Data', limit: 10 },
  common: { q: 'data', limit: 10 }, rare: { q: 'kalovin', limit: 10 }, two: { q: 'ui', limit: 10 },
  none: { q: 'qqxzy', limit: 10 }, multi: { q: 'open source editor', limit: 10 },
};
for (const [name, q] of Object.entries(cases)) {
  let r = await services.tools.listTools(1, q);
  const t0 = performance.now(); const n = 20;
  for (let i = 0; i < n; i++) r = await services.tools.listTools(1, q);
  console.log(name, ((performance.now() - t0) / n).toFixed(3), 'ms', 'total', r.total);
}
const s = database.sqlite!;
for (const [label, sqlText] of [
  ['count', 'SELECT count(*) FROM tools WHERE user_id = 1'],
  ['countcat', 'SELECT count(*) FROM tools WHERE category_id = 1 AND user_id = 1'],
  ['page', 'SELECT t.id FROM tools t JOIN categories c ON c.id=t.category_id WHERE t.user_id=1 ORDER BY t.created_at DESC, t.id DESC LIMIT 10'],
  ['ftsdata', "SELECT count(*) FROM tools_trigram WHERE tools_trigram MATCH '\"data\"'"],
  ['ftsui', "SELECT count(*) FROM tools_words WHERE tools_words MATCH '\"ui\"*'"],
]) {
  const st = s.prepare(sqlText!); st.all();
  const t0 = performance.now(); for (let i = 0; i < 20; i++) st.all();
  console.log(label, ((performance.now() - t0) / 20).toFixed(3), 'ms', JSON.stringify(st.all()).slice(0, 80));
  console.log(s.prepare('EXPLAIN QUERY PLAN ' + sqlText).all().map((r: any) => r.detail).join(' | '));
}
