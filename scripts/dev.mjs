// `npm run dev`: the API server with tsx in watch mode on :3000 and Vite's dev server (proxying /api) on :5173.
import { spawn } from 'node:child_process';

const children = [
  spawn('npx', ['tsx', 'watch', 'src/server/main.ts'], {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'development' },
  }),
  spawn('npx', ['vite'], { stdio: 'inherit' }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => code && stop());
