import { expect, it } from 'vitest';
import { dataFolderProblem } from '../server/data-folder';

const dir = '/srv/akwaaba/data';

it('names the data folder in one line when it is full, read-only or not writable', () => {
  const initdb = new Error(
    'Postgres init script failed (code: 1, signal: null). ERROR OUTPUT: FATAL:  could not write to file "pg_wal/xlogtemp.1": No space left on device',
  );
  expect(dataFolderProblem(initdb, dir)).toBe(
    `Akwaaba Drive cannot start: the disk holding the data folder ${dir} is full (no space left on device). Free some space, or set DATA_DIR to a folder on another disk.`,
  );
  const readOnly = Object.assign(new Error(`EROFS: read-only file system, open '${dir}/app-secret'`), {
    code: 'EROFS',
  });
  expect(dataFolderProblem(readOnly, dir)).toMatch(
    /^Akwaaba Drive cannot start: the data folder \/srv\/akwaaba\/data is on a read-only file system/,
  );
  const wrapped = new Error('Embedded Postgres did not start', {
    cause: Object.assign(new Error('x'), { code: 'ENOSPC' }),
  });
  expect(dataFolderProblem(wrapped, dir)).toMatch(/is full/);
  const denied = Object.assign(new Error(`EACCES: permission denied, mkdir '${dir}/s3'`), { code: 'EACCES' });
  expect(dataFolderProblem(denied, dir)).toMatch(/is not writable by this user/);
});

it('leaves other start failures to the general message', () => {
  expect(dataFolderProblem(new Error('Embedded Postgres did not start on port 5432'), dir)).toBeNull();
  expect(dataFolderProblem(Object.assign(new Error('EACCES elsewhere'), { code: 'EACCES' }), dir)).toBeNull();
});
