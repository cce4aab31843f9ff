// Development: the API server with reload on :3000 and Vite with hot reload on :5173.
// The browser talks to Vite, which forwards /api to the server, so PUBLIC_URL is Vite's address.
import { spawn } from 'node:child_process';

const env = { ...process.env, PUBLIC_URL: process.env.PUBLIC_URL ?? 'http://localhost:5173' };
const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'apps/server/src/index.ts'], {
    stdio: 'inherit',
    env,
  }),
  spawn('npm', ['run', 'dev', '-w', '@ffl/web'], { stdio: 'inherit', env }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) {
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
}
console.log('\nFantasy Fraud League (development): open http://localhost:5173\n');
