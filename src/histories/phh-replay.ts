import type { HandConfig, HandEvent, HandState } from '../engine';
import { fromPhh, type PhhDocument, type PhhError, phhPlayedAt } from '../formats';
import { ruleProblemCode } from '../common/problem/rule-problems';
import { ProblemException } from '../common/problem/problem';

/** One reason a hand of an imported file is refused, as the `import-rejected` problem lists it. */
export interface ImportError {
  pointer?: string;
  line?: number;
  /** The index of the PHH `actions` entry that was refused. */
  actionIndex?: number;
  code?: string;
  detail: string;
}

export type Replayed =
  | { ok: true; config: HandConfig; state: HandState; events: HandEvent[]; playedAt: string | undefined }
  | { ok: false; errors: ImportError[] };

/**
 * One PHH document through the engine (`fromPhh` applies each line as it reads it), then its
 * `finishing_stacks` checked against the stacks the rules gave.
 */
export function replayPhh(document: PhhDocument): Replayed {
  const imported = fromPhh(document);
  if (!imported.ok) return { ok: false, errors: imported.errors.map(phhError) };
  const { config, state, events } = imported.hand;
  if (imported.finishingStacks) {
    const differences = imported.seatOrder
      .map((seat, i) => ({ seat, player: `p${i + 1}`, expected: imported.finishingStacks![i]!, computed: state.players.find((p) => p.seat === seat)!.stack }))
      .filter((d) => d.expected !== d.computed);
    if (differences.length > 0) {
      return {
        ok: false,
        errors: differences.map((d) => ({
          pointer: `/finishing_stacks/${imported.seatOrder.indexOf(d.seat)}`,
          detail: `${d.player} (seat ${d.seat}) finishes with ${d.computed} by the rules, not ${d.expected} as the file says`,
        })),
      };
    }
  }
  return { ok: true, config, state, events, playedAt: phhPlayedAt(document) };
}

export function phhError(e: PhhError): ImportError {
  const action = /^\/actions\/(\d+)$/.exec(e.pointer);
  return {
    ...(e.pointer ? { pointer: e.pointer } : {}),
    ...(action ? { actionIndex: Number(action[1]) } : {}),
    ...(e.line !== undefined ? { line: e.line } : {}),
    ...(e.code !== undefined ? { code: ruleProblemCode(e.code) } : {}),
    detail: e.detail,
  };
}

export function importRejected(hands: { index: number; label?: string; errors: ImportError[] }[]): ProblemException {
  const first = hands[0]!;
  const where = hands.length === 1 ? (first.label ? `hand [${first.label}]` : 'the hand') : `${hands.length} hands`;
  const reason = first.errors[0]?.detail ?? 'see hands';
  return new ProblemException('import-rejected', `${where} cannot be imported: ${reason}${hands.length > 1 || first.errors.length > 1 ? ' (see hands)' : ''}; nothing was stored`, { hands });
}
