// The baseline for `npm run bench:api`: a bare Fastify route serving a fixed JSON body (read from BARE_JSON_FILE).
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const body = JSON.parse(readFileSync(process.env.BARE_JSON_FILE, 'utf8'));
const app = Fastify({ logger: false });
app.get('/json', async () => body);
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.send?.('ready');
