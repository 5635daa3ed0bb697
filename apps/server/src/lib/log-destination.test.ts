import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { LOG_BUFFER_BYTES, openLogDestination } from './log-destination.ts';

/** The production log destination (lib/log-destination.ts): buffered, and nothing lost when flushed on the way out. */
let dir: string | undefined;
afterEach(() => {
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

const openFile = () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rasoi-log-'));
  const file = path.join(dir, 'out.log');
  return { file, fd: fs.openSync(file, 'a') };
};

describe('the log destination', () => {
  it('holds short lines in memory instead of one write per line, and flushSync writes every one of them in order', () => {
    const { file, fd } = openFile();
    const destination = openLogDestination(fd);
    const lines = Array.from({ length: 10 }, (_, index) => `{"msg":"request","n":${index}}\n`);
    expect(lines.join('').length).toBeLessThan(LOG_BUFFER_BYTES);
    for (const line of lines) destination.write(line);
    expect(fs.readFileSync(file, 'utf8')).toBe('');

    destination.flushSync();
    expect(fs.readFileSync(file, 'utf8')).toBe(lines.join(''));
    expect(destination.dropped()).toBe(0);
  });

  it('writes by itself once a buffer full of lines has gathered', async () => {
    const { file, fd } = openFile();
    const destination = openLogDestination(fd);
    const line = `{"msg":"request","pad":"${'x'.repeat(200)}"}\n`;
    const count = Math.ceil((2 * LOG_BUFFER_BYTES) / line.length);
    for (let index = 0; index < count; index += 1) destination.write(line);
    await expect.poll(() => fs.readFileSync(file, 'utf8').length).toBeGreaterThanOrEqual(LOG_BUFFER_BYTES);
    destination.flushSync();
    expect(fs.readFileSync(file, 'utf8')).toBe(line.repeat(count));
  });
});
