import { apply, createHand, type HandConfig, type HandEvent, type HandState, validateConfig } from '../engine';
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

/** One PHH document through the engine: its configuration, then every action in order. */
export function replayPhh(document: PhhDocument): Replayed {
  const imported = fromPhh(document);
  if (!imported.ok) return { ok: false, errors: imported.errors.map(phhError) };
  const validated = validateConfig(imported.config);
  if (!validated.ok) return { ok: false, errors: validated.errors.map((e) => ({ pointer: e.pointer, detail: e.detail })) };
  const config = validated.config;
  const created = createHand(config);
  let state = created.state;
  const events = [...created.events];
  for (const { index, action } of imported.actions) {
    const result = apply(state, action);
    if (!result.ok) {
      const line = (document.actions as unknown[] | undefined)?.[index];
      return { ok: false, errors: [{ pointer: `/actions/${index}`, actionIndex: index, code: ruleProblemCode(result.violation.code), detail: `action ${index} ('${String(line)}'): ${result.violation.message}` }] };
    }
    state = result.state;
    events.push(...result.events);
  }
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
    detail: e.detail,
  };
}

export function importRejected(hands: { index: number; label?: string; errors: ImportError[] }[]): ProblemException {
  const first = hands[0]!;
  const where = hands.length === 1 ? (first.label ? `hand [${first.label}]` : 'the hand') : `${hands.length} hands`;
  const reason = first.errors[0]?.detail ?? 'see hands';
  return new ProblemException('import-rejected', `${where} cannot be imported: ${reason}${hands.length > 1 || first.errors.length > 1 ? ' (see hands)' : ''}; nothing was stored`, { hands });
}
