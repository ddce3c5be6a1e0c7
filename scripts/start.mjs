// `npm start`: local D1 created, migrated and seeded, then the storefront on http://localhost:4321.
import { spawn } from 'node:child_process';
import { toolEnv } from './env.mjs';
import { setupDatabases } from './db-setup.mjs';

setupDatabases();
const port = process.env.PORT ?? '4321';
const child = spawn('npx', ['astro', 'dev', '--port', port, '--host', process.env.HOST ?? 'localhost'], {
  env: toolEnv,
  stdio: 'inherit',
});
child.on('exit', (code) => process.exit(code ?? 0));
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
