import { type AwaitedDeal, type LegalAction } from './state';

/** Legal actions and deals as phrases for rule violations: `call 4, raise to 8 to 40`. */

/** For messages: `2 card(s) to seat 3 (down, down)`, `3 board cards`, `1 card face up to the board`. */
export function describeDeal(deal: AwaitedDeal): string {
  if (deal.seat !== null) return `${deal.count} card(s) to seat ${deal.seat} (${deal.faces.join(', ')})`;
  return deal.count === 1 ? '1 card face up to the board' : `${deal.count} board cards`;
}

export function describeRange(l: { min: number; max: number; amounts?: number[] }): string {
  if (l.amounts) return `exactly ${l.amounts.join(' or ')}`;
  return l.min === l.max ? `exactly ${l.min}` : `${l.min} to ${l.max}`;
}

export function describeLegal(legal: readonly LegalAction[]): string {
  return legal
    .map((l) => {
      switch (l.type) {
        case 'call':
          return `call ${l.amount}`;
        case 'bet':
        case 'raise':
        case 'complete':
          return `${l.type} to ${describeRange(l)}`;
        case 'bringIn':
          return `bring in ${l.amount}`;
        case 'discard':
          return `discard ${l.count}`;
        case 'draw':
          return `draw 0 to ${l.max}`;
        case 'deal':
          return `deal ${describeDeal(l)}`;
        case 'show':
          return l.unknownCards ? `show (naming ${l.unknownCards} unknown card(s))` : 'show';
        default:
          return l.type;
      }
    })
    .join(', ');
}
