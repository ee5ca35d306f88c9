// The scheduled backups keep the newest BACKUP_KEEP copies; a copy kept by a restore, or a file the
// owner put there, is never removed.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { pruneBackups } from '../../src/server/ops/backup.ts';

it('keeps the newest scheduled copies and nothing else is touched', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bahi-prune-'));
  const dir = path.join(dataDir, 'backups');
  fs.mkdirSync(dir);
  const names = ['bahi-20261120-000000.sqlite', 'bahi-20261124-000000.sqlite', 'bahi-20261122-000000.sqlite', 'before-restore-20261101-000000.sqlite', 'year-end.sqlite'];
  for (const name of names) fs.writeFileSync(path.join(dir, name), '');
  const removed = pruneBackups(dataDir, 2);
  expect(removed.map((file) => path.basename(file))).toEqual(['bahi-20261120-000000.sqlite']);
  expect(fs.readdirSync(dir).sort()).toEqual(['bahi-20261122-000000.sqlite', 'bahi-20261124-000000.sqlite', 'before-restore-20261101-000000.sqlite', 'year-end.sqlite']);
  fs.rmSync(dataDir, { recursive: true });
});
