import { Injectable } from '@nestjs/common';
import type { StoredShare } from '../auth/keys.repository';
import { KeysService } from '../auth/keys.service';
import { ProblemException } from '../common/problem/problem';
import { checkSeats, handNotFound } from '../hands/hand-problems';
import { HandsRepository } from '../hands/hands.repository';
import { configOf, decodeStored } from '../hands/stored-config';
import type { CreateShareDto, ReplayDataView, ShareListView, ShareSummaryView, ShareView } from './dto/replay.dto';
import { replayData } from './replay-data';

/**
 * Who a replay is for: the whole table (an app key), one seat, or a share of the whole table, which
 * sees what a spectator sees while the hand is live and every card once it is complete.
 */
export type ReplayViewer = { seat: number } | 'table' | 'sharedTable';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function shareNotFound(handId: string, shareId: string): ProblemException {
  return new ProblemException('not-found', `Hand '${handId}' has no share '${shareId.slice(0, 64)}': list its shares with GET /v1/hands/${handId}/shares.`);
}

function summaryOf(share: StoredShare, now: Date): ShareSummaryView {
  const status = share.revokedAt ? 'revoked' : share.expiresAt && share.expiresAt <= now ? 'expired' : 'active';
  return {
    id: share.id,
    handId: share.handId,
    seat: share.seat,
    status,
    createdAt: share.createdAt.toISOString(),
    expiresAt: share.expiresAt?.toISOString() ?? null,
    revokedAt: share.revokedAt?.toISOString() ?? null,
  };
}

/** The replayer's data and share links. */
@Injectable()
export class ReplaysService {
  constructor(
    private readonly hands: HandsRepository,
    private readonly keys: KeysService,
  ) {}

  async createShare(appId: string, id: string, dto: CreateShareDto, now = new Date()): Promise<ShareView> {
    const hand = await this.hands.find(id, appId);
    if (!hand) throw handNotFound(id);
    const seat = dto.seat ?? null;
    if (seat !== null) checkSeats(configOf(hand).seats.map((s) => s.seat), [seat], '/seat');
    const expiresAt = dto.expiresIn === undefined ? null : new Date(now.getTime() + dto.expiresIn * 1000);
    const { share, token } = await this.keys.createShare(id, seat, expiresAt);
    return { id: share.id, token, url: `/replay/${id}#token=${token}`, handId: id, seat, expiresAt: expiresAt?.toISOString() ?? null };
  }

  async listShares(appId: string, id: string, now = new Date()): Promise<ShareListView> {
    if (!(await this.hands.find(id, appId))) throw handNotFound(id);
    return { items: (await this.keys.listShares(id)).map((share) => summaryOf(share, now)) };
  }

  /** Revokes a share of the hand; revoking it again changes nothing. */
  async revokeShare(appId: string, id: string, shareId: string): Promise<void> {
    if (!(await this.hands.find(id, appId))) throw handNotFound(id);
    if (!UUID.test(shareId) || !(await this.keys.revokeShare(id, shareId.toLowerCase()))) throw shareNotFound(id, shareId);
  }

  async replayData(appId: string, id: string, viewer: ReplayViewer): Promise<ReplayDataView> {
    const found = await this.hands.findWithEvents(id, appId);
    if (!found) throw handNotFound(id);
    const config = configOf(found.hand);
    if (typeof viewer === 'object') checkSeats(config.seats.map((s) => s.seat), [viewer.seat], '/seat');
    const seen = typeof viewer === 'object' ? viewer.seat : viewer === 'table' || found.hand.status === 'complete' ? undefined : null;
    return replayData(found.hand, config, found.events.map(decodeStored), seen);
  }
}
