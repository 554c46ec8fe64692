import { resolveDatabase } from './embedded';
import { migrateCreate, migrateDeploy, migrateStatus } from './migrate';

/**
 * `node dist/db/migrate-cli.js deploy | status | create <name>` — the migration commands of the Prisma
 * CLI, run through the WASM schema engine. Uses `DATABASE_URL`, or the embedded database when unset.
 */
async function main(): Promise<number> {
  const [command, name] = process.argv.slice(2);
  const db = await resolveDatabase(process.env, (m) => console.error(m));
  try {
    switch (command) {
      case 'deploy': {
        const applied = await migrateDeploy(db.url);
        console.log(applied.length ? `applied: ${applied.join(', ')}` : 'the database is up to date');
        return 0;
      }
      case 'status': {
        const status = await migrateStatus(db.url);
        console.log(JSON.stringify(status, null, 2));
        const pending = status.history !== null || status.failedMigrationNames.length > 0;
        return pending ? 1 : 0;
      }
      case 'create': {
        if (!name) {
          console.error('usage: migrate-cli create <name>   (lower-case letters, digits, underscores)');
          return 2;
        }
        const dir = await migrateCreate(db.url, name);
        console.log(dir ? `created ${dir}` : 'schema.prisma has no changes: no migration created');
        return 0;
      }
      default:
        console.error('usage: migrate-cli deploy | status | create <name>');
        return 2;
    }
  } finally {
    await db.stop();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
