import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/** A file the first visit loads, with its size raw, gzip-compressed (level 9) and brotli-compressed (quality 11, as sent). */
export type LoadedFile = { file: string; bytes: number; gzip: number; brotli: number };

/**
 * The JavaScript and CSS a first visit to the page downloads before any code runs, read from the
 * built app: index.html's module scripts, stylesheets and modulepreloads, then every chunk they import
 * statically (`import ... from "./x.js"`, not `import()`), transitively.
 */
export function firstLoadFiles(distDir: string): { js: LoadedFile[]; css: LoadedFile[] } {
  const html = fs.readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const scripts = [...html.matchAll(/<script[^>]+src="\/([^"]+\.js)"/g)].map((m) => m[1]!);
  const preloads = [...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="\/([^"]+\.js)"/g)].map((m) => m[1]!);
  const styles = [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="\/([^"]+\.css)"/g)].map((m) => m[1]!);
  const seen = new Set<string>();
  const queue = [...scripts, ...preloads];
  while (queue.length > 0) {
    const file = queue.shift()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const code = fs.readFileSync(path.join(distDir, file), 'utf8');
    // Static imports and re-exports only: `import{a}from"./x.js"`, `import"./x.js"`, `export*from"./x.js"`.
    for (const match of code.matchAll(
      /(?:^|[;\s}])(?:import|export)\s*(?:[\w*${}\s,]+from\s*)?["'](\.\/[^"']+\.js)["']/g,
    )) {
      queue.push(path.posix.join(path.posix.dirname(file), match[1]!));
    }
  }
  const sized = (file: string): LoadedFile => {
    const content = fs.readFileSync(path.join(distDir, file));
    const brotli = zlib.brotliCompressSync(content, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } });
    return { file, bytes: content.length, gzip: zlib.gzipSync(content, { level: 9 }).length, brotli: brotli.length };
  };
  return { js: [...seen].map(sized), css: styles.map(sized) };
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
