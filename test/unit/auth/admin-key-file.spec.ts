import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { adminKeyFileFromEnv, stageKeyFile } from '../../../src/auth/admin-key-file';
import { PROJECT_ROOT } from '../../../src/db/embedded';

describe('the first admin key file', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'croupier-key-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('lives in the data folder unless CROUPIER_ADMIN_KEY_FILE names another place', () => {
    expect(adminKeyFileFromEnv({})).toBe(path.join(PROJECT_ROOT, '.data', 'admin-key'));
    expect(adminKeyFileFromEnv({ CROUPIER_ADMIN_KEY_FILE: '/var/lib/croupier/admin-key' })).toBe('/var/lib/croupier/admin-key');
    expect(adminKeyFileFromEnv({ CROUPIER_ADMIN_KEY_FILE: 'keys/admin' })).toBe(path.join(PROJECT_ROOT, 'keys', 'admin'));
  });

  it('follows EMBEDDED_PG_DIR: instances on different database folders do not share a key file', () => {
    expect(adminKeyFileFromEnv({ EMBEDDED_PG_DIR: '.data/pg' })).toBe(path.join(PROJECT_ROOT, '.data', 'admin-key'));
    expect(adminKeyFileFromEnv({ EMBEDDED_PG_DIR: '.data/one/pg' })).toBe(path.join(PROJECT_ROOT, '.data', 'one', 'admin-key'));
    expect(adminKeyFileFromEnv({ EMBEDDED_PG_DIR: '/srv/two/pg' })).toBe('/srv/two/admin-key');
    expect(adminKeyFileFromEnv({ EMBEDDED_PG_DIR: '/srv/two/pg', CROUPIER_ADMIN_KEY_FILE: '/etc/croupier/admin-key' })).toBe('/etc/croupier/admin-key');
  });

  it('is readable by its owner only, and appears under its name only once the key is kept', async () => {
    const file = path.join(dir, 'nested', 'admin-key');
    const staged = await stageKeyFile(file, 'crp_admin_secret');
    expect(existsSync(file)).toBe(false);
    await staged.keep();
    expect(await readFile(file, 'utf8')).toBe('crp_admin_secret\n');
    expect((await stat(file)).mode & 0o777).toBe(0o600);
  });

  it('leaves an existing file alone when the key is not stored (an admin key already existed)', async () => {
    const file = path.join(dir, 'admin-key');
    await (await stageKeyFile(file, 'crp_admin_first')).keep();
    await (await stageKeyFile(file, 'crp_admin_second')).drop();
    expect(await readFile(file, 'utf8')).toBe('crp_admin_first\n');
    expect(existsSync(`${file}.new`)).toBe(false);
  });

  it('says which variables to set when the folder cannot be written', async () => {
    const notAFolder = path.join(dir, 'plain-file');
    await writeFile(notAFolder, '');
    await expect(stageKeyFile(path.join(notAFolder, 'admin-key'), 'crp_admin_x')).rejects.toThrow(/set CROUPIER_ADMIN_KEY_FILE .* or set CROUPIER_ADMIN_KEY/);
  });
});
