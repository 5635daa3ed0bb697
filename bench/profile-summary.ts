/**
 * Summarises a V8 .cpuprofile (issue 29): where a process spent its CPU, by function and by package.
 * Written for the server's profile during a bench (`BENCH_SERVER_NODE_ARGS='--cpu-prof --cpu-prof-dir=DIR'`),
 * read with `node --import tsx bench/profile-summary.ts DIR/CPU....cpuprofile [--skip-ms=N] [--top=N]`.
 *
 * Functions in the server's bundle (apps/server/dist/main.js) are named by their source file through the
 * bundle's source map, so a line reads `placeOrder src/flows/orders/place-order.ts:40`; npm packages are
 * named by their folder under node_modules. Self time is the samples a function was on top of the stack;
 * total time the samples it was anywhere on it (counted once per sample, recursion included once).
 * `--skip-ms` leaves out the first N ms of the profile (the server's start), so the shares are the load's.
 * Idle samples are left out of every share. Prints plain text; nothing is written.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping';

type ProfileNode = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
};
type Profile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[]; startTime: number };

const args = process.argv.slice(2);
const file = args.find((arg) => !arg.startsWith('--'));
if (!file) throw new Error('usage: profile-summary.ts <file.cpuprofile> [--skip-ms=N] [--top=N]');
const option = (name: string, fallback: number) =>
  Number(args.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const skipMs = option('skip-ms', 0);
const top = option('top', 40);

const profile = JSON.parse(fs.readFileSync(file, 'utf8')) as Profile;
const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
const parent = new Map<number, number>();
for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);

const maps = new Map<string, TraceMap | null>();
function traceMapOf(url: string): TraceMap | null {
  if (!maps.has(url)) {
    const mapFile = `${fileURLToPath(url)}.map`;
    maps.set(url, fs.existsSync(mapFile) ? new TraceMap(fs.readFileSync(mapFile, 'utf8'), mapFile) : null);
  }
  return maps.get(url)!;
}

/** Where a frame comes from: an npm package, node itself, the app's source (through its map), or V8. */
function placeOf(frame: ProfileNode['callFrame']): { where: string; group: string } {
  const { url } = frame;
  if (!url) return { where: '', group: frame.functionName.startsWith('(') ? frame.functionName : '(native)' };
  if (url.startsWith('node:')) return { where: url, group: 'node' };
  const modules = url.lastIndexOf('/node_modules/');
  if (modules !== -1) {
    const rest = url.slice(modules + '/node_modules/'.length).split('/');
    const pkg = rest[0]!.startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0]!;
    return { where: `${pkg}/${rest.slice(pkg.split('/').length).join('/')}:${frame.lineNumber + 1}`, group: pkg };
  }
  if (url.startsWith('file://')) {
    const map = url.endsWith('.js') ? traceMapOf(url) : null;
    const original = map
      ? originalPositionFor(map, { line: frame.lineNumber + 1, column: frame.columnNumber })
      : undefined;
    if (original?.source) {
      const source = original.source.replace(/^(\.\.\/)+/, '');
      const group = source.includes('packages/domain') ? '@rasoi/domain' : `app ${path.dirname(source)}`;
      return { where: `${source}:${original.line}`, group };
    }
    return { where: `${fileURLToPath(url)}:${frame.lineNumber + 1}`, group: 'app (unmapped)' };
  }
  return { where: url, group: 'other' };
}

const placeCache = new Map<number, { name: string; group: string }>();
/** A function's name and place, e.g. `placeOrder src/flows/orders/place-order.ts:40`, and its package or area. */
function describe(id: number) {
  let described = placeCache.get(id);
  if (!described) {
    const frame = nodes.get(id)!.callFrame;
    const { where, group } = placeOf(frame);
    described = { name: `${frame.functionName || '(anonymous)'} ${where}`.trim(), group };
    placeCache.set(id, described);
  }
  return described;
}

const self = new Map<string, number>();
const total = new Map<string, number>();
const fileSelf = new Map<string, number>();
const groupSelf = new Map<string, number>();
const groupTotal = new Map<string, number>();
const add = (map: Map<string, number>, key: string, value: number) => map.set(key, (map.get(key) ?? 0) + value);
let counted = 0;
let idle = 0;
let at = 0;
for (let i = 0; i < profile.samples.length; i += 1) {
  const delta = profile.timeDeltas[i] ?? 0;
  at += delta;
  if (at / 1000 < skipMs) continue;
  const leaf = profile.samples[i]!;
  const leafName = nodes.get(leaf)!.callFrame.functionName;
  if (leafName === '(idle)') {
    idle += delta;
    continue;
  }
  counted += delta;
  const leafPlace = describe(leaf);
  add(self, leafPlace.name, delta);
  add(groupSelf, leafPlace.group, delta);
  add(fileSelf, leafPlace.name.slice(leafPlace.name.indexOf(' ') + 1).replace(/:\d+$/, ''), delta);
  const names = new Set<string>();
  const groups = new Set<string>();
  for (let id: number | undefined = leaf; id !== undefined; id = parent.get(id)) {
    const place = describe(id);
    if (place.name === '(root)') continue;
    names.add(place.name);
    groups.add(place.group);
  }
  for (const name of names) add(total, name, delta);
  for (const group of groups) add(groupTotal, group, delta);
}

const ms = (us: number) => (us / 1000).toFixed(0).padStart(7);
const share = (us: number) => `${((us / counted) * 100).toFixed(1).padStart(5)}%`;
function print(title: string, map: Map<string, number>, limit: number) {
  console.info(`\n${title}`);
  for (const [name, us] of [...map].sort((a, b) => b[1] - a[1]).slice(0, limit))
    console.info(`${ms(us)} ms ${share(us)}  ${name}`);
}
console.info(
  `${file}: ${(counted / 1000).toFixed(0)} ms busy, ${(idle / 1000).toFixed(0)} ms idle` +
    (skipMs ? ` (first ${skipMs} ms left out)` : ''),
);
print('Self time by package or area', groupSelf, top);
print('Total time by package or area (anywhere on the stack)', groupTotal, top);
print('Self time by file', fileSelf, top);
print('Self time by function', self, top);
print('Total time by function', total, top);
