import 'reflect-metadata';
import { resolveDatabase } from '../db/embedded';
import { migrateDeploy } from '../db/migrate';
import { PrismaService } from '../prisma/prisma.service';
import { redisConfigFromEnv } from '../redis/redis-client';
import { RedisService } from '../redis/redis.service';
import { revocationBus } from './auth.module';
import { AuthService } from './auth.service';
import { KeysRepository, type StoredKey } from './keys.repository';
import { KeysService } from './keys.service';
import { newSecret } from './secrets';

const USAGE = `usage: npm run keys -- <command>
  list                                  apps and keys (never secrets)
  create-app <name> [--rate N]          a new app and its first key
  create-key <appId> [--name X] [--rate N]
                                        another key for an app
  create-admin [--name X]               a new admin key
  revoke <keyId>                        revoke a key (not the last admin key)
  new-admin-secret                      print a fresh admin key to set as CROUPIER_ADMIN_KEY (stores nothing)
A create command prints the new key alone on standard output (KEY=$(npm run -s keys -- create-app my-app))
and what it made on standard error. Uses DATABASE_URL, or the embedded database (the running service's, or started for the command).
--rate is requests per minute for the key (default: the service's RATE_LIMIT_PER_MINUTE).`;

function flag(args: string[], name: string): string | undefined {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
}

function rate(args: string[]): { rateLimitPerMinute?: number } {
  const raw = flag(args, '--rate');
  if (raw === undefined) return {};
  const n = Number(raw);
  if (!Number.isSafeInteger(n) || n < 1 || n > 1_000_000) throw new Error(`--rate must be a whole number of requests per minute from 1 to 1000000, not '${raw}'`);
  return { rateLimitPerMinute: n };
}

const describe = (k: StoredKey) =>
  `  key ${k.id}  ${k.prefix}…  ${k.role}${k.name ? `  "${k.name}"` : ''}  ${k.rateLimitPerMinute ?? 'default'}/min  ${k.revokedAt ? `revoked ${k.revokedAt.toISOString()}` : 'active'}`;

async function main(): Promise<number> {
  const [command, ...args] = process.argv.slice(2);
  if (command === 'new-admin-secret') {
    console.log(newSecret('admin').secret);
    return 0;
  }
  if (!command || !['list', 'create-app', 'create-key', 'create-admin', 'revoke'].includes(command)) {
    console.error(USAGE);
    return 2;
  }
  const db = await resolveDatabase(process.env, (m) => console.error(m), { reuseRunning: true });
  const config = { databaseUrl: db.url, databasePoolSize: 2, redis: redisConfigFromEnv(process.env) };
  const prisma = new PrismaService(config);
  // A revocation made here is announced to the running instances like one made through the API.
  const redis = new RedisService(config);
  try {
    await migrateDeploy(db.url);
    await redis.onModuleInit();
    const repository = new KeysRepository(prisma);
    const keys = new KeysService(repository, new AuthService(repository, config, redis, revocationBus(config, redis, prisma)));
    switch (command) {
      case 'list': {
        for (const app of await keys.listApps()) {
          console.log(`app ${app.id}  "${app.name}"  created ${app.createdAt.toISOString()}`);
          for (const k of app.keys) console.log(describe(k));
        }
        const admins = await keys.listKeys({ role: 'admin' });
        if (admins.length > 0) console.log('admin keys');
        for (const k of admins) console.log(describe(k));
        return 0;
      }
      case 'create-app': {
        const name = args[0];
        if (!name || name.startsWith('--')) throw new Error('create-app needs a name: npm run keys -- create-app my-table-server');
        const created = await keys.createApp(name, rate(args));
        console.error(`app ${created.app.id}  "${created.app.name}"\n${describe(created.key)}\nits key, shown this once, on standard output:`);
        console.log(created.secret);
        return 0;
      }
      case 'create-key': {
        const appId = args[0];
        if (!appId) throw new Error('create-key needs the app id: npm run keys -- create-key <appId>');
        const name = flag(args, '--name');
        const issued = await keys.createAppKey(appId, { ...rate(args), ...(name ? { name } : {}) });
        console.error(`${describe(issued.key)}\nits key, shown this once, on standard output:`);
        console.log(issued.secret);
        return 0;
      }
      case 'create-admin': {
        const name = flag(args, '--name');
        const issued = await keys.createAdminKey(name ? { name } : {});
        console.error(`${describe(issued.key)}\nthe admin key, shown this once, on standard output:`);
        console.log(issued.secret);
        return 0;
      }
      case 'revoke': {
        const id = args[0];
        if (!id) throw new Error('revoke needs the key id (see `npm run keys -- list`)');
        console.log(describe(await keys.revokeKey(id)));
        return 0;
      }
    }
    return 2;
  } finally {
    await redis.onApplicationShutdown();
    await prisma.$disconnect();
    await db.stop();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    const problem = (error as { problem?: { detail?: string } }).problem;
    console.error(problem?.detail ?? (error instanceof Error ? error.message : String(error)));
    process.exit(1);
  },
);
