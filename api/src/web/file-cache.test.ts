import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readWhenChanged } from './file-cache';

describe('readWhenChanged', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'file-cache-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  test('parses once, reads again when the file is replaced, and says null for a missing or broken file', () => {
    const file = path.join(dir, 'manifest.json');
    fs.writeFileSync(file, '{"v":1}');
    let parses = 0;
    const parse = (text: string) => {
      parses++;
      return JSON.parse(text) as { v: number };
    };
    expect(readWhenChanged(file, parse)).toEqual({ v: 1 });
    expect(readWhenChanged(file, parse)).toEqual({ v: 1 });
    expect(parses).toBe(1);

    fs.writeFileSync(file, '{"v":2}');
    const later = new Date(Date.now() + 5000);
    fs.utimesSync(file, later, later);
    expect(readWhenChanged(file, parse)).toEqual({ v: 2 });
    expect(parses).toBe(2);

    expect(readWhenChanged(path.join(dir, 'missing.json'), parse)).toBeNull();
    fs.writeFileSync(path.join(dir, 'broken.json'), '{');
    expect(readWhenChanged(path.join(dir, 'broken.json'), parse)).toBeNull();
  });
});
