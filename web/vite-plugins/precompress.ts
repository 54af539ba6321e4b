import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** Text formats worth compressing; woff2 and images are compressed already. Source maps are skipped. */
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|xml|webmanifest)$/;
/** Below this a compressed copy saves less than the headers it costs. */
const MIN_BYTES = 1024;

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    // .vite/ holds build metadata (manifests) the server never sends.
    if (entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (entry.isFile()) yield path;
  }
}

/**
 * Writes `<file>.br` (brotli, best quality) and `<file>.gz` (gzip -9) beside each text asset of
 * the build, so the server sends compressed bytes without compressing on every request
 * (server/nocturne/site/static.py picks one from Accept-Encoding). A copy is kept only when it is
 * smaller than the file.
 */
export function precompress(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'nocturne:precompress',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      const outDir = resolve(config.root, config.build.outDir);
      const jobs: Promise<void>[] = [];
      for await (const path of files(outDir)) {
        if (!COMPRESSIBLE.test(path) || (await stat(path)).size < MIN_BYTES) continue;
        jobs.push(
          readFile(path).then(async (raw) => {
            const [br, gz] = await Promise.all([
              brotliAsync(raw, {
                params: {
                  [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                  [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
                },
              }),
              gzipAsync(raw, { level: 9 }),
            ]);
            if (br.length < raw.length) await writeFile(`${path}.br`, br);
            if (gz.length < raw.length) await writeFile(`${path}.gz`, gz);
          }),
        );
      }
      await Promise.all(jobs);
    },
  };
}
