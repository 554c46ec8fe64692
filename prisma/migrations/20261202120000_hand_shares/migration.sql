-- CreateTable
CREATE TABLE "HandShare" (
    "id" UUID NOT NULL,
    "handId" UUID NOT NULL,
    "seat" INTEGER,
    "hash" TEXT NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expiresAt" TIMESTAMPTZ(3),
    "revokedAt" TIMESTAMPTZ(3),

    CONSTRAINT "HandShare_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "HandShare_hash_key" ON "HandShare"("hash");

-- CreateIndex
CREATE INDEX "HandShare_handId_idx" ON "HandShare"("handId");

-- AddForeignKey
ALTER TABLE "HandShare" ADD CONSTRAINT "HandShare_handId_fkey" FOREIGN KEY ("handId") REFERENCES "Hand"("id") ON DELETE CASCADE ON UPDATE CASCADE;
