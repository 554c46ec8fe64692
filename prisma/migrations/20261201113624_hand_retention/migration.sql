-- AlterTable
ALTER TABLE "App" ADD COLUMN     "completeHandRetentionDays" INTEGER;
