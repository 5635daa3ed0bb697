/**
 * Import zones generated from folders, for eslint-plugin-import-x's no-restricted-paths: one zone per
 * subfolder of a parent, so a folder created later is covered as it is created. The web app's features
 * (apps/web/eslint-layers.js, issue 12) are held apart this way, and so are the server's modules
 * (apps/server/eslint-layers.js, issue 25, D82).
 */
import fs from 'node:fs';
import path from 'node:path';

/**
 * The names of the folders directly under `dir` (absolute path), sorted.
 * @param {string} dir
 * @returns {string[]}
 */
export function subfolders(dir) {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

/**
 * One zone per folder under `parent`: the files of every other folder there (and of `alsoTargets`) may not
 * import it, except its files named in `except` (e.g. a public `./index.ts`). `message(name)` says why.
 * @param {string} parent absolute path
 * @param {{ message: (name: string) => string, except?: string[], alsoTargets?: string[] }} options
 * @returns {{ target: string[], from: string, except?: string[], message: string }[]}
 */
export function peerZones(parent, { message, except, alsoTargets = [] }) {
  const names = subfolders(parent);
  return names.map((name) => ({
    target: [...names.filter((other) => other !== name).map((other) => path.join(parent, other)), ...alsoTargets],
    from: path.join(parent, name),
    ...(except ? { except } : {}),
    message: message(name),
  }));
}
