import { Injectable } from '@nestjs/common';
import { KeysService } from '../auth/keys.service';
import { checkSeats, handNotFound } from '../hands/hand-problems';
import { HandsRepository } from '../hands/hands.repository';
import { configOf, decodeStored } from '../hands/stored-config';
import type { CreateShareDto, ReplayDataView, ShareView } from './dto/replay.dto';
import { replayData } from './replay-data';

/**
 * Who a replay is for: the whole table (an app key), one seat, or a share of the whole table, which
 * sees what a spectator sees while the hand is live and every card once it is complete.
 */
export type ReplayViewer = { seat: number } | 'table' | 'sharedTable';

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
    const { token } = await this.keys.createShare(id, seat, expiresAt);
    return { token, url: `/replay/${id}#token=${token}`, handId: id, seat, expiresAt: expiresAt?.toISOString() ?? null };
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
