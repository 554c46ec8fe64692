// Read by the Prisma CLI (`prisma generate`). Migrations run through src/db/migrate.ts instead of the
// CLI, whose native engine cannot be downloaded on machines without internet access.
import { defineConfig } from 'prisma/config';

export default defineConfig({
  schema: 'prisma/schema.prisma',
  migrations: { path: 'prisma/migrations' },
});
