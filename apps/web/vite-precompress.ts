import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

/** Text files worth compressing ahead of time (images are already compressed formats, except SVG). */
const TEXT_FILE = /\.(js|css|html|svg|webmanifest|json)$/;
const MIN_BYTES = 1024;

/**
 * Writes `<file>.br` (brotli, quality 11) and `<file>.gz` (gzip, level 9) beside every text file of the
 * build (issue 6). The server sends them as they are (@fastify/static `preCompressed`), which is smaller
 * than compressing on each request at a quality fast enough for that, and costs no CPU per request.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'rasoi-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        for (const entry of fs.readdirSync(outDir, { recursive: true, withFileTypes: true })) {
          if (!entry.isFile() || !TEXT_FILE.test(entry.name)) continue;
          const file = path.join(entry.parentPath, entry.name);
          const content = fs.readFileSync(file);
          if (content.length < MIN_BYTES) continue;
          fs.writeFileSync(
            `${file}.br`,
            zlib.brotliCompressSync(content, {
              params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
              },
            }),
          );
          fs.writeFileSync(`${file}.gz`, zlib.gzipSync(content, { level: 9 }));
        }
      },
    },
  };
}
