import { randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { computeEquity, type EquityError, findGame, prepareOmahaTables } from '../engine';
import { ProblemException } from '../common/problem/problem';
import { DEFAULT_TIME_BUDGET_MS, type EquityRequestDto } from './dto/equity-request.dto';
import type { EquityResultDto } from './dto/equity-result.dto';

@Injectable()
export class EquityService {
  constructor() {
    // Built at start, not inside the first Omaha request's time budget (the build cannot be interrupted).
    prepareOmahaTables();
  }

  evaluate(request: EquityRequestDto): EquityResultDto {
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

    // The engine has no clock: it asks `stop` every few thousand runouts, and this one answers by the budget.
    const started = performance.now();
    const deadline = started + (request.timeBudgetMs ?? DEFAULT_TIME_BUDGET_MS);
    const answer = computeEquity({
      game,
      options: request.options,
      board: request.board,
      dead: request.dead,
      players: request.players,
      method: request.method,
      exactLimit: request.exactLimit,
      samples: request.samples,
      seed: request.seed ?? randomBytes(16).toString('hex'),
      stop: () => performance.now() > deadline,
      // An exact enumeration that has not finished in half the budget gives way to Monte Carlo for the rest.
      stopExact: () => performance.now() > started + (deadline - started) / 2,
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
      elapsedMs: Math.round((performance.now() - started) * 100) / 100,
      players: result.players,
    };
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
