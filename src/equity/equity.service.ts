import { randomBytes } from 'node:crypto';
import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config';
import { type EquityError, findGame } from '../engine';
import { ProblemException } from '../common/problem/problem';
import { DEFAULT_TIME_BUDGET_MS, type EquityRequestDto } from './dto/equity-request.dto';
import type { EquityResultDto } from './dto/equity-result.dto';
import { DEFAULT_EQUITY_CONFIG, EquityPool } from './equity-pool';

@Injectable()
export class EquityService implements OnApplicationShutdown {
  private readonly pool: EquityPool;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.pool = new EquityPool(config.equity ?? DEFAULT_EQUITY_CONFIG);
  }

  async evaluate(request: EquityRequestDto): Promise<EquityResultDto> {
    const game = findGame(request.game)!;
    const optionErrors = [
      request.options?.lowballType !== undefined && game.rankingOption !== 'lowballType'
        ? { pointer: '/options/lowballType', detail: `lowballType applies to lowballDraw only, not ${game.id}` }
        : null,
      request.options?.courchevelHiLo !== undefined && game.rankingOption !== 'courchevelHiLo'
        ? { pointer: '/options/courchevelHiLo', detail: `courchevelHiLo applies to courchevel only, not ${game.id}` }
        : null,
    ].filter((e) => e !== null);
    if (optionErrors.length > 0) throw refused(optionErrors);

    // Computed on a worker thread: a run may take its whole budget, which the event loop must not.
    const answer = await this.pool.run({
      game: game.id,
      options: request.options,
      board: request.board,
      dead: request.dead,
      players: request.players,
      method: request.method,
      exactLimit: request.exactLimit,
      samples: request.samples,
      seed: request.seed ?? randomBytes(16).toString('hex'),
      timeBudgetMs: request.timeBudgetMs ?? DEFAULT_TIME_BUDGET_MS,
    });
    if (!answer.ok) throw refused(answer.errors);
    const { result } = answer;
    return {
      game: game.id,
      rankings: result.rankings,
      method: result.method,
      runouts: result.runouts,
      ...(result.totalRunouts !== undefined ? { totalRunouts: result.totalRunouts } : {}),
      ...(result.seed !== undefined ? { seed: result.seed } : {}),
      cutShort: result.cutShort,
      elapsedMs: answer.elapsedMs,
      players: result.players,
    };
  }

  onApplicationShutdown(): Promise<void> {
    return this.pool.close();
  }
}

/** The problem of the first specific error (discards pending, a range), else a validation error listing every field. */
function refused(errors: (EquityError | { pointer: string; detail: string })[]): ProblemException {
  const fields = errors.map(({ pointer, detail }) => ({ pointer, detail }));
  const specific = errors.find((e): e is EquityError => 'problem' in e && e.problem !== undefined);
  if (specific?.problem) return new ProblemException(specific.problem, `${specific.pointer}: ${specific.detail}`, { errors: fields });
  const detail = fields.length === 1 ? `${fields[0]!.pointer}: ${fields[0]!.detail}` : `${fields.length} fields are invalid; see errors.`;
  return new ProblemException('validation-error', detail, { errors: fields });
}
