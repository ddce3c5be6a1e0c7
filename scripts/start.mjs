// `npm start`: the storefront on http://localhost:4321 as production runs it (the built worker under `wrangler dev`),
// with development aids on. The build creates, migrates and seeds the local D1 (.wrangler/state) first.
import { serveBuiltWorker } from './serve-built.mjs';

serveBuiltWorker({
  host: process.env.HOST ?? 'localhost',
  port: process.env.PORT ?? '4321',
  persistTo: '.wrangler/state',
});
