-- CreateSchema
CREATE SCHEMA IF NOT EXISTS "public";

-- CreateTable
CREATE TABLE "Hand" (
    "id" UUID NOT NULL,
    "game" TEXT NOT NULL,
    "bettingStructure" TEXT NOT NULL,
    "config" JSONB NOT NULL,
    "status" TEXT NOT NULL,
    "version" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "Hand_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "HandEvent" (
    "id" BIGSERIAL NOT NULL,
    "handId" UUID NOT NULL,
    "seq" INTEGER NOT NULL,
    "type" TEXT NOT NULL,
    "payload" JSONB NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "HandEvent_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "Hand_game_createdAt_idx" ON "Hand"("game", "createdAt");

-- CreateIndex
CREATE INDEX "Hand_status_createdAt_idx" ON "Hand"("status", "createdAt");

-- CreateIndex
CREATE INDEX "Hand_createdAt_id_idx" ON "Hand"("createdAt", "id");

-- CreateIndex
CREATE UNIQUE INDEX "HandEvent_handId_seq_key" ON "HandEvent"("handId", "seq");

-- AddForeignKey
ALTER TABLE "HandEvent" ADD CONSTRAINT "HandEvent_handId_fkey" FOREIGN KEY ("handId") REFERENCES "Hand"("id") ON DELETE CASCADE ON UPDATE CASCADE;
