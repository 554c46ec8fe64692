-- DropIndex
DROP INDEX "Hand_appId_createdAt_id_idx";

-- DropIndex
DROP INDEX "Hand_appId_game_createdAt_idx";

-- DropIndex
DROP INDEX "Hand_appId_status_createdAt_idx";

-- CreateIndex
CREATE INDEX "Hand_appId_createdAt_id_idx" ON "Hand"("appId", "createdAt" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "Hand_appId_game_createdAt_id_idx" ON "Hand"("appId", "game", "createdAt" DESC, "id" DESC);

-- CreateIndex
CREATE INDEX "Hand_appId_status_createdAt_id_idx" ON "Hand"("appId", "status", "createdAt" DESC, "id" DESC);
