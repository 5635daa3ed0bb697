import os from 'node:os';

/** One measured figure, with the target it is held to when it has one. */
export type Figure = { name: string; value: string; target?: string; met?: boolean };

/** Prints a titled block of figures, one per line, with ✓/✗ against each target. */
export function printFigures(title: string, figures: Figure[]): void {
  console.info(`\n== ${title}`);
  const width = Math.max(...figures.map((figure) => figure.name.length));
  for (const figure of figures) {
    const mark = figure.met === undefined ? ' ' : figure.met ? '✓' : '✗';
    const target = figure.target ? `   (target ${figure.target})` : '';
    console.info(`${mark} ${figure.name.padEnd(width)}  ${figure.value}${target}`);
  }
}

/** The machine a run came from: CPU count and model, memory, Node version, load average. */
export function machine(): string {
  const cpu = os.cpus()[0]?.model.trim() ?? 'unknown CPU';
  const load = os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
  return `${os.cpus().length} CPU (${cpu}), ${(os.totalmem() / 1024 ** 3).toFixed(1)} GB RAM, Node ${process.version}, load ${load}`;
}

export const ms = (value: number) => `${value.toFixed(1)} ms`;
export const pct = (value: number) => `${(value * 100).toFixed(0)}%`;
