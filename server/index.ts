/** npm start — serves the built site (and, later, the lead endpoint) on localhost. */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServer } from './app';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST ?? '127.0.0.1';

const app = await buildServer({ distDir: path.resolve(root, process.env.DIST_DIR ?? 'dist') });
await app.listen({ port, host });
console.log(`Webbplatsen körs på http://${host === '0.0.0.0' ? 'localhost' : host}:${port}/`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => void app.close().then(() => process.exit(0)));
}
