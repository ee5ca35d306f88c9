// `npm run dev`: the API server, restarted when server code changes, and Vite's dev server with hot
// reload for the browser app (http://localhost:5173/bahi/, which forwards /api to the server).
import { spawn } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const children = [
  spawn(process.execPath, ['--watch-path=src/server', '--watch-path=engine', '--watch-path=schemas', 'src/server/main.ts'], { cwd: ROOT, stdio: 'inherit' }),
  spawn(process.execPath, [path.join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js')], { cwd: ROOT, stdio: 'inherit' }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
