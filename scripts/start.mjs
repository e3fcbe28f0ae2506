// `npm start`: builds the app when there is no build yet (or it is older than the sources), then runs it.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const server = path.join(root, 'dist/server/main.js');
const client = path.join(root, 'dist/client/index.html');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile())
      newest = Math.max(newest, fs.statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

const built = fs.existsSync(server) && fs.existsSync(client);
const stale =
  built &&
  newestMtime(path.join(root, 'src')) > Math.min(fs.statSync(server).mtimeMs, fs.statSync(client).mtimeMs);
if (!built || stale) {
  console.log(built ? 'Sources changed since the last build; rebuilding…' : 'No build yet; building…');
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
const { run } = await import(server);
await run();
