// `npm start`: builds only when the build is missing or older than the sources (see build.mjs),
// then runs the compiled server with plain node in this process.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensureBuild } from './build.mjs';

process.env.NODE_ENV ??= 'production';
const dir = await ensureBuild();
await import(pathToFileURL(path.join(dir, 'server.js')).href);
