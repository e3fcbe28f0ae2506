// `npm test`: every check the project has, in the order a failure is cheapest to find. Runs them all and
// exits non-zero when any failed. PostgreSQL suites run when TEST_POSTGRES_URL is set.
import { spawnSync } from 'node:child_process';

const steps = [
  ['lint', 'npm run lint'],
  ['typecheck', 'npm run typecheck'],
  ['format', 'npm run format:check'],
  ['unit and integration', 'npx vitest run'],
  ['build', 'npm run build'],
  ['end-to-end', 'npm run test:e2e'],
  ['benchmark smoke run', 'npm run bench -- --quick'],
];

const failed = [];
for (const [name, command] of steps) {
  const started = Date.now();
  console.log(`\n▶ ${name}: ${command}`);
  const result = spawnSync(command, { shell: true, stdio: 'inherit' });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status === 0) console.log(`✔ ${name} (${seconds} s)`);
  else {
    console.log(`✘ ${name} failed (${seconds} s)`);
    failed.push(name);
  }
}
console.log(`\nchecks: ${steps.length - failed.length} passed, ${failed.length} failed`);
if (failed.length) console.log(`failed: ${failed.join(', ')}`);
process.exit(failed.length ? 1 : 0);
