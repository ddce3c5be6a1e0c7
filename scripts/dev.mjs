// `npm run dev`: local D1 created, migrated and seeded, then `astro dev` (hot reload) on http://localhost:4321.
// It is Vite's development server, which fails differently from the product (error overlay, stack traces); `npm start`
// serves the built worker as production runs it.
import { spawn } from 'node:child_process';
import { toolEnv } from './env.mjs';
import { setupDatabases } from './db-setup.mjs';

await setupDatabases();
const port = process.env.PORT ?? '4321';
const child = spawn('npx', ['astro', 'dev', '--port', port, '--host', process.env.HOST ?? 'localhost'], {
  env: toolEnv,
  stdio: 'inherit',
});
child.on('exit', (code) => process.exit(code ?? 0));
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
