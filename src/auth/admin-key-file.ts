import { chmod, mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { embeddedOptionsFromEnv, PROJECT_ROOT } from '../db/embedded';

/**
 * Where the first start leaves the admin key it makes: `CROUPIER_ADMIN_KEY_FILE`, by default
 * `admin-key` beside the embedded database's folder (`EMBEDDED_PG_DIR`), so instances on different
 * folders keep their keys apart (README: Access control). The Docker image points it at a folder of
 * its own, since the app files there are read-only.
 */
export function adminKeyFileFromEnv(env: NodeJS.ProcessEnv = process.env): string {
  if (env.CROUPIER_ADMIN_KEY_FILE) return path.resolve(PROJECT_ROOT, env.CROUPIER_ADMIN_KEY_FILE);
  // In the folder's parent rather than inside it: the default `.data/pg` keeps its `.data/admin-key`,
  // and PostgreSQL's data folder stays PostgreSQL's alone (a new one must be empty for initdb).
  return path.join(path.dirname(embeddedOptionsFromEnv(env).dir), 'admin-key');
}

/** A key written beside its final name; `keep` moves it into place, `drop` removes it. */
export interface StagedKeyFile {
  keep(): Promise<void>;
  drop(): Promise<void>;
}

/**
 * Writes the secret, readable by its owner only, before the key is stored: if the file cannot be
 * written the start fails with nothing stored, rather than storing a key nobody can read.
 */
export async function stageKeyFile(file: string, secret: string): Promise<StagedKeyFile> {
  const staged = `${file}.new`;
  try {
    await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
    await writeFile(staged, `${secret}\n`, { mode: 0o600 });
    await chmod(staged, 0o600);
  } catch (error) {
    throw new Error(
      `cannot write the admin key to ${file} (${error instanceof Error ? error.message : String(error)}): ` +
        'set CROUPIER_ADMIN_KEY_FILE to a path in a writable folder, or set CROUPIER_ADMIN_KEY to an admin key of your own (npm run keys -- new-admin-secret)',
    );
  }
  return {
    keep: () => rename(staged, file),
    drop: () => rm(staged, { force: true }),
  };
}
