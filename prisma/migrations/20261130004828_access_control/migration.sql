-- DropIndex
DROP INDEX "Hand_createdAt_id_idx";

-- DropIndex
DROP INDEX "Hand_game_createdAt_idx";

-- DropIndex
DROP INDEX "Hand_status_createdAt_idx";

-- CreateTable
CREATE TABLE "App" (
    "id" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "App_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ApiKey" (
    "id" UUID NOT NULL,
    "role" TEXT NOT NULL,
    "appId" UUID,
    "name" TEXT,
    "prefix" TEXT NOT NULL,
    "hash" TEXT NOT NULL,
    "rateLimitPerMinute" INTEGER,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "revokedAt" TIMESTAMPTZ(3),

    CONSTRAINT "ApiKey_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "SeatToken" (
    "id" UUID NOT NULL,
    "handId" UUID NOT NULL,
    "seat" INTEGER NOT NULL,
    "hash" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "revokedAt" TIMESTAMPTZ(3),

    CONSTRAINT "SeatToken_pkey" PRIMARY KEY ("id")
);

-- Every hand now belongs to an app. Hands stored before access control are given to one app,
-- "hands from before access control", and an operator can create a key for it to reach them.
ALTER TABLE "Hand" ADD COLUMN "appId" UUID;
INSERT INTO "App" ("id", "name")
SELECT gen_random_uuid(), 'hands from before access control' WHERE EXISTS (SELECT 1 FROM "Hand");
UPDATE "Hand" SET "appId" = (SELECT "id" FROM "App" WHERE "name" = 'hands from before access control');
ALTER TABLE "Hand" ALTER COLUMN "appId" SET NOT NULL;

-- CreateIndex
CREATE UNIQUE INDEX "ApiKey_hash_key" ON "ApiKey"("hash");

-- CreateIndex
CREATE INDEX "ApiKey_appId_idx" ON "ApiKey"("appId");

-- CreateIndex
CREATE INDEX "ApiKey_role_revokedAt_idx" ON "ApiKey"("role", "revokedAt");

-- CreateIndex
CREATE UNIQUE INDEX "SeatToken_hash_key" ON "SeatToken"("hash");

-- CreateIndex
CREATE INDEX "SeatToken_handId_seat_idx" ON "SeatToken"("handId", "seat");

-- CreateIndex
CREATE INDEX "Hand_appId_game_createdAt_idx" ON "Hand"("appId", "game", "createdAt");

-- CreateIndex
CREATE INDEX "Hand_appId_status_createdAt_idx" ON "Hand"("appId", "status", "createdAt");

-- CreateIndex
CREATE INDEX "Hand_appId_createdAt_id_idx" ON "Hand"("appId", "createdAt", "id");

-- AddForeignKey
ALTER TABLE "ApiKey" ADD CONSTRAINT "ApiKey_appId_fkey" FOREIGN KEY ("appId") REFERENCES "App"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SeatToken" ADD CONSTRAINT "SeatToken_handId_fkey" FOREIGN KEY ("handId") REFERENCES "Hand"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Hand" ADD CONSTRAINT "Hand_appId_fkey" FOREIGN KEY ("appId") REFERENCES "App"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
