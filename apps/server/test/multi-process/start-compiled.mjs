// A Loci process as `npm start` runs it, minus the web build: the compiled server (built once by
// scripts/build-server.mjs, which lets one build run while other processes wait), in this process.
import { pathToFileURL } from 'node:url';
import { ensureServerBuild } from '../../../../scripts/build-server.mjs';

const entry = await ensureServerBuild();
await import(pathToFileURL(entry).href);
