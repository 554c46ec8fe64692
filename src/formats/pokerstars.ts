import { type Card, formatCard, type HandConfig, type HandEvent, type HandState, type HandSummary, replay, roundCapped, UNKNOWN } from '../engine';
import { type StoredHand } from './stored-hand';

/**
 * PokerStars-style text export, in the line formats that hand-history importers (PokerTracker,
 * Hold'em Manager, fpdb) read. Amounts are chips, written as play-money hands are (`(10/20)`, no
 * currency). Exported games: hold'em, Omaha, Omaha Hi/Lo (any structure), 7 Card Stud, 7 Card Stud
 * Hi/Lo, Razz (limit), 2-7 Single Draw (Croupier's lowball draw with deuce-to-seven and blinds) and
 * 2-7 Triple Draw. The other games have no PokerStars equivalent (`pokerStarsGameName` says why).
 */
export interface PokerStarsOptions {
  /** Digits only; by default derived from the hand id (`pokerStarsHandNumber`). */
  handNumber?: string | number | bigint;
  /** Default `Croupier`. */
  tableName?: string;
  /** The `N-max` of the table line; default the hand's `maxPlayers`. */
  maxSeats?: number;
  /** The seat whose down cards are written (`Dealt to ...`); without one, down cards appear only at showdown. */
  hero?: number;
  /** Default the hand's `createdAt`, else the Unix epoch. Written in ET, as PokerStars does. */
  playedAt?: Date;
}

export type PokerStarsResult = { ok: true; text: string } | { ok: false; detail: string };

type Kind = 'flop' | 'stud' | 'singleDraw' | 'tripleDraw';

const LIMIT_NAMES = { fixedLimit: 'Limit', potLimit: 'Pot Limit', noLimit: 'No Limit' } as const;

/** The PokerStars game name (`Hold'em No Limit`, `Triple Draw 2-7 Lowball Limit`), or why there is none. */
export function pokerStarsGameName(config: HandConfig): { ok: true; name: string; kind: Kind } | { ok: false; detail: string } {
  const limit = LIMIT_NAMES[config.bettingStructure];
  switch (config.game.id) {
    case 'holdem':
      return { ok: true, name: `Hold'em ${limit}`, kind: 'flop' };
    case 'omaha':
      return { ok: true, name: `Omaha ${limit}`, kind: 'flop' };
    case 'omahaHiLo':
      return { ok: true, name: `Omaha Hi/Lo ${limit}`, kind: 'flop' };
    case 'sevenCardStud':
      return { ok: true, name: `7 Card Stud ${limit}`, kind: 'stud' };
    case 'sevenCardStudHiLo':
      return { ok: true, name: `7 Card Stud Hi/Lo ${limit}`, kind: 'stud' };
    case 'razz':
      return { ok: true, name: `Razz ${limit}`, kind: 'stud' };
    case 'deuceToSevenTripleDraw':
      return { ok: true, name: `Triple Draw 2-7 Lowball ${limit}`, kind: 'tripleDraw' };
    case 'lowballDraw':
      if (config.options.lowballType !== 'deuce-to-seven') return { ok: false, detail: 'PokerStars deals single-draw lowball only as 2-7 (lowballType deuce-to-seven)' };
      if (config.forcedBets !== 'blinds') return { ok: false, detail: 'PokerStars deals 2-7 Single Draw with blinds; this hand has antes only' };
      return { ok: true, name: `Single Draw 2-7 Lowball ${limit}`, kind: 'singleDraw' };
    case 'jacksOrBetter':
      return { ok: false, detail: "PokerStars' 5 Card Draw has blinds and no opening requirement; jacks to open with antes and passed-out deals has no PokerStars form" };
    default:
      return { ok: false, detail: `PokerStars does not deal ${config.game.name}` };
  }
}

/**
 * A stable PokerStars hand number for a hand id: the id itself when it is up to 18 digits, otherwise
 * its 64-bit FNV-1a hash reduced to 18 digits (fits the 64-bit integers importers store).
 */
export function pokerStarsHandNumber(id: string): string {
  if (/^[0-9]{1,18}$/.test(id) && /[1-9]/.test(id)) return id.replace(/^0+/, '');
  let hash = 0xcbf29ce484222325n;
  for (const byte of new TextEncoder().encode(id)) {
    hash ^= BigInt(byte);
    hash = (hash * 0x100000001b3n) & 0xffffffffffffffffn;
  }
  const number = hash % 1_000_000_000_000_000_000n;
  return (number === 0n ? 1n : number).toString();
}

const RANKS = '23456789TJQKA';
const SINGULAR = ['Deuce', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine', 'Ten', 'Jack', 'Queen', 'King', 'Ace'];
const PLURAL = ['Deuces', 'Threes', 'Fours', 'Fives', 'Sixes', 'Sevens', 'Eights', 'Nines', 'Tens', 'Jacks', 'Queens', 'Kings', 'Aces'];

/** A hand as PokerStars words it: `two pair, Aces and Kings`, `a straight, Five to Nine`, `a Royal Flush`. */
export function describeHighHand(hand: HandSummary): string {
  const rank = (i: number) => RANKS.indexOf(hand.cards[i]![0]!);
  const one = (i: number) => SINGULAR[rank(i)]!;
  const many = (i: number) => PLURAL[rank(i)]!;
  switch (hand.category) {
    case 'straightFlush':
      return rank(0) === 12 && rank(4) === 8 ? 'a Royal Flush' : `a straight flush, ${one(4)} to ${one(0)}`;
    case 'fourOfAKind':
      return `four of a kind, ${many(0)}`;
    case 'fullHouse':
      return `a full house, ${many(0)} full of ${many(3)}`;
    case 'flush':
      return `a flush, ${one(0)} high`;
    case 'straight':
      return `a straight, ${one(4)} to ${one(0)}`;
    case 'threeOfAKind':
      return `three of a kind, ${many(0)}`;
    case 'twoPair':
      return `two pair, ${many(0)} and ${many(2)}`;
    case 'onePair':
      return `a pair of ${many(0)}`;
    default:
      return `high card ${one(0)}`;
  }
}

/** A low as PokerStars words it: `9,8,7,6,3`, `K,8,6,3,A`, or a made hand (`a pair of Fives`). */
export function describeLowHand(hand: HandSummary): string {
  if (hand.category !== 'highCard') return describeHighHand(hand);
  return hand.cards.map((c) => c[0]).join(',');
}

/** The PokerStars text of a complete hand, or why it cannot be written. */
export function toPokerStars(hand: StoredHand, options: PokerStarsOptions = {}): PokerStarsResult {
  const { config, events } = hand;
  const game = pokerStarsGameName(config);
  if (!game.ok) return game;
  if (!events.some((e) => e.type === 'handEnded')) return { ok: false, detail: 'the hand is not over; PokerStars histories are written when it is' };
  if (config.deadMoney > 0) return { ok: false, detail: 'PokerStars has no line for a pot carried from an earlier deal' };
  const number = options.handNumber === undefined ? pokerStarsHandNumber(hand.id) : String(options.handNumber);
  if (!/^[0-9]+$/.test(number)) return { ok: false, detail: `the hand number is digits only, not '${number}'` };
  if (options.hero !== undefined && !config.seats.some((s) => s.seat === options.hero)) return { ok: false, detail: `the hero seat ${options.hero} is not in this hand` };
  // Unknown cards (`??`, manual dealing) are left out where PokerStars may omit cards; a shown hand it cannot.
  const unnamed = events.find((e) => e.type === 'show' && e.cards.includes(UNKNOWN));
  if (unnamed?.type === 'show') return { ok: false, detail: `seat ${unnamed.seat} shows cards that are not named (??); a PokerStars showdown names every card shown` };
  return { ok: true, text: new Writer(hand, game.name, game.kind, number, options).write() };
}

class Writer {
  private readonly out: string[] = [];
  private readonly names = new Map<number, string>();
  private readonly config: HandConfig;
  private readonly events: readonly HandEvent[];
  private readonly hero: number | undefined;
  private readonly stud: boolean;
  /** Seats that put chips in beyond antes (for the summary's "didn't bet"). */
  private readonly putIn = new Set<number>();
  private readonly foldedOn = new Map<number, number>();
  private readonly shown = new Map<number, string>();
  private readonly mucked = new Set<number>();
  /** Seats whose shown hand holds a qualifying low (hi-lo games). */
  private readonly lows = new Set<number>();
  private showdownHeader = false;
  /** The street whose deal header is written. */
  private dealtStreet = -1;
  private capped = false;

  constructor(
    hand: StoredHand,
    private readonly gameName: string,
    private readonly kind: Kind,
    private readonly number: string,
    private readonly options: PokerStarsOptions,
  ) {
    this.config = hand.config;
    this.events = hand.events;
    this.hero = options.hero;
    this.stud = kind === 'stud';
    const counts = new Map<string, number>();
    for (const s of this.config.seats) counts.set(this.baseName(s), (counts.get(this.baseName(s)) ?? 0) + 1);
    for (const s of this.config.seats) this.names.set(s.seat, counts.get(this.baseName(s))! > 1 ? `${this.baseName(s)}_${s.seat}` : this.baseName(s));
    this.playedAt = options.playedAt ?? hand.createdAt ?? new Date(0);
  }

  private readonly playedAt: Date;

  private baseName(s: { seat: number; name?: string }): string {
    return s.name && s.name.trim() !== '' ? s.name : `Player${s.seat}`;
  }

  private name(seat: number): string {
    return this.names.get(seat)!;
  }

  write(): string {
    const { config } = this;
    const { stakes } = config;
    const levels = config.bettingStructure === 'fixedLimit' ? `${stakes.smallBet}/${stakes.bigBet}` : `${stakes.smallBlind}/${stakes.bigBlind}`;
    this.out.push(`PokerStars Hand #${this.number}:  ${this.gameName} (${levels}) - ${easternTime(this.playedAt)} ET`);
    const max = this.options.maxSeats ?? config.options.maxPlayers;
    this.out.push(`Table '${this.options.tableName ?? 'Croupier'}' ${max}-max${this.stud ? '' : ` Seat #${config.button} is the button`}`);
    for (const s of config.seats) this.out.push(`Seat ${s.seat}: ${this.name(s.seat)} (${s.stack} in chips)`);

    const antes = this.events.filter((e): e is Extract<HandEvent, { type: 'ante' }> => e.type === 'ante').sort((a, b) => a.seat - b.seat);
    const startOf = new Map(config.seats.map((s) => [s.seat, s.stack]));
    for (const a of antes) this.out.push(`${this.name(a.seat)}: posts the ante ${a.amount}${a.amount === startOf.get(a.seat) ? ' and is all-in' : ''}`);

    const awards: Extract<HandEvent, { type: 'potAwarded' }>[] = [];
    this.events.forEach((e, i) => {
      if (e.type === 'potAwarded') awards.push(e);
      else this.event(e, i);
    });
    this.collected(awards);
    this.summary(awards);
    return `${this.out.join('\n')}\n`;
  }

  private stateBefore(i: number): HandState {
    return replay(this.config, this.events.slice(0, i));
  }

  private event(e: HandEvent, i: number): void {
    const line = (text: string) => this.out.push(text);
    switch (e.type) {
      case 'blind': {
        const before = this.stateBefore(i);
        const allIn = before.players.find((p) => p.seat === e.seat)!.stack === e.amount;
        this.putIn.add(e.seat);
        line(`${this.name(e.seat)}: posts ${e.blind} blind ${e.amount}${allIn ? ' and is all-in' : ''}`);
        return;
      }
      case 'deal':
        return this.deal(e, i);
      case 'board':
        return this.board(e.cards, i);
      case 'communityCard': {
        const street = this.stateBefore(i).street;
        line(`*** ${studStreet(street)} *** [${formatCard(e.card)}]`);
        return;
      }
      case 'fold':
        this.foldedOn.set(e.seat, this.stateBefore(i).street);
        line(`${this.name(e.seat)}: folds`);
        return;
      case 'check':
        line(`${this.name(e.seat)}: checks`);
        return;
      case 'call':
        this.putIn.add(e.seat);
        line(`${this.name(e.seat)}: calls ${e.amount}${allIn(e.allIn)}`);
        return;
      case 'bringIn':
        this.putIn.add(e.seat);
        line(`${this.name(e.seat)}: brings in for ${e.amount}${allIn(e.allIn)}`);
        return;
      case 'bet':
      case 'raise':
      case 'complete': {
        this.putIn.add(e.seat);
        const before = this.stateBefore(i);
        const current = before.round.currentBet;
        // A stud completion is its own line (`completes it to 5`), not a raise of the bring-in.
        if (e.type === 'complete') line(`${this.name(e.seat)}: completes it to ${e.to}${allIn(e.allIn)}`);
        else line(current === 0 ? `${this.name(e.seat)}: bets ${e.to}${allIn(e.allIn)}` : `${this.name(e.seat)}: raises ${e.to - current} to ${e.to}${allIn(e.allIn)}`);
        if (this.config.bettingStructure === 'fixedLimit') {
          const after = this.stateBefore(i + 1);
          const capped = roundCapped(after);
          if (capped && !this.capped) line('Betting is capped');
          this.capped = capped;
        }
        return;
      }
      case 'street':
        this.capped = false;
        if (e.street > 0 && this.kind === 'tripleDraw') line(`*** ${['FIRST', 'SECOND', 'THIRD'][e.street - 1]} DRAW ***`);
        return;
      case 'draw':
        return this.draw(e, i);
      case 'reshuffle':
        if (this.kind !== 'stud') line('The deck is reshuffled');
        return;
      case 'betReturned':
        line(`Uncalled bet (${e.amount}) returned to ${this.name(e.seat)}`);
        return;
      case 'showdownStarted':
        this.showdown();
        return;
      case 'show': {
        this.showdown();
        const description = this.describe(e);
        this.shown.set(e.seat, description);
        if (e.low) this.lows.add(e.seat);
        line(`${this.name(e.seat)}: shows [${e.cards.map(formatCard).join(' ')}] (${description})`);
        return;
      }
      case 'muck':
        this.showdown();
        this.mucked.add(e.seat);
        line(`${this.name(e.seat)}: mucks hand`);
        return;
      default:
        // Antes (written first), burns, replacements (with the draw), round bookkeeping: no line.
        return;
    }
  }

  private showdown(): void {
    if (this.showdownHeader) return;
    this.showdownHeader = true;
    this.out.push('*** SHOW DOWN ***');
  }

  private describe(e: Extract<HandEvent, { type: 'show' }>): string {
    const game = this.config.game;
    const hiLo = game.showdown.high !== null && game.showdown.low !== null;
    if (hiLo) return `HI: ${e.high ? describeHighHand(e.high) : ''}${e.low ? `; LO: ${describeLowHand(e.low)}` : ''}`;
    if (e.high) return describeHighHand(e.high);
    return e.low ? `Lo: ${describeLowHand(e.low)}` : 'no low';
  }

  private deal(e: Extract<HandEvent, { type: 'deal' }>, i: number): void {
    const before = this.stateBefore(i);
    const street = before.street;
    const cards = (list: readonly Card[]) => list.map(formatCard).join(' ');
    // A manually dealt hand deals one player per event: the street's header is written once.
    const header = street !== this.dealtStreet;
    this.dealtStreet = street;
    if (this.kind === 'stud') {
      if (header) this.out.push(`*** ${studStreet(street)} ***`);
      const seats = [...new Set(e.cards.map((c) => c.seat))].sort((a, b) => a - b);
      for (const seat of seats) {
        const held = before.players.find((p) => p.seat === seat)!.cards;
        const dealt = e.cards.filter((c) => c.seat === seat);
        const mine = seat === this.hero;
        // Unknown cards (a manual hand's ??) are left out: PokerStars names every card it prints.
        const old = (mine ? held : held.filter((c) => c.up)).filter((c) => c.card !== UNKNOWN);
        const fresh = (mine ? dealt : dealt.filter((c) => c.up)).filter((c) => c.card !== UNKNOWN);
        if (fresh.length === 0) continue;
        const parts = [old, fresh].filter((part) => part.length > 0).map((part) => `[${cards(part.map((c) => c.card))}]`);
        this.out.push(`Dealt to ${this.name(seat)} ${parts.join(' ')}`);
      }
      return;
    }
    if (header) this.out.push(this.kind === 'flop' ? '*** HOLE CARDS ***' : '*** DEALING HANDS ***');
    if (this.hero !== undefined) {
      const mine = known(e.cards.filter((c) => c.seat === this.hero).map((c) => c.card));
      if (mine.length > 0) this.out.push(`Dealt to ${this.name(this.hero)} [${cards(mine)}]`);
    }
  }

  private board(cards: readonly Card[], i: number): void {
    const before = this.stateBefore(i);
    const shown = (list: readonly Card[]) => `[${list.map(formatCard).join(' ')}]`;
    const name = ['FLOP', 'TURN', 'RIVER'][before.street - 1] ?? 'BOARD';
    this.out.push(before.board.length === 0 ? `*** ${name} *** ${shown(cards)}` : `*** ${name} *** ${shown(before.board)} ${shown(cards)}`);
  }

  private draw(e: Extract<HandEvent, { type: 'draw' }>, i: number): void {
    const who = this.name(e.seat);
    const count = e.cards.length;
    if (e.seat !== this.hero) {
      this.out.push(count === 0 ? `${who}: stands pat` : `${who}: discards ${count} card${count === 1 ? '' : 's'}`);
      return;
    }
    const held = this.stateBefore(i).players.find((p) => p.seat === e.seat)!.cards.map((c) => c.card);
    // Unknown cards (a manual hand's ??) are left out; a bracket with none is not written.
    const cards = (list: readonly Card[]) => (known(list).length > 0 ? ` [${known(list).map(formatCard).join(' ')}]` : '');
    if (count === 0) {
      this.out.push(`${who}: stands pat${known(held).length > 0 ? ` on${cards(held)}` : ''}`);
      return;
    }
    this.out.push(`${who}: discards ${count} card${count === 1 ? '' : 's'}${cards(e.cards)}`);
    // His replacements come after every declaration of the round; PokerStars prints them at once.
    const fresh: Card[] = [];
    for (let j = i + 1; j < this.events.length; j++) {
      const next = this.events[j]!;
      if (next.type === 'street' || next.type === 'handEnded') break;
      if (next.type === 'replace' && next.seat === e.seat) fresh.push(...next.cards);
    }
    const dealt = `${cards(held.filter((c) => !e.cards.includes(c)))}${cards(fresh)}`;
    if (dealt !== '') this.out.push(`Dealt to ${who}${dealt}`);
  }

  /** `collected` lines, side pots first (the last one first), as PokerStars writes them. */
  private collected(awards: readonly Extract<HandEvent, { type: 'potAwarded' }>[]): void {
    const hiLo = this.config.game.showdown.high !== null && this.config.game.showdown.low !== null;
    for (let k = awards.length - 1; k >= 0; k--) {
      const pot = awards[k]!.pot;
      const label = awards.length === 1 ? 'pot' : k === 0 ? 'main pot' : awards.length === 2 ? 'side pot' : `side pot-${k}`;
      for (const w of pot.winners) if (w.amount > 0) this.out.push(`${this.name(w.seat)} collected ${w.amount} from ${label}`);
      // Whether a low qualified is read from the hands shown, not from the low shares: the last hand
      // left in a pot (the others mucked) takes it whole, his qualifying low included.
      if (hiLo && this.showdownHeader && !pot.eligible.some((seat) => this.lows.has(seat))) this.out.push('No low hand qualified');
    }
    if (!this.showdownHeader) {
      const winner = awards[0]?.pot.winners[0];
      if (winner) this.out.push(`${this.name(winner.seat)}: doesn't show hand`);
    }
  }

  private summary(awards: readonly Extract<HandEvent, { type: 'potAwarded' }>[]): void {
    const { config } = this;
    this.out.push('*** SUMMARY ***');
    const rake = awards.reduce((n, a) => n + a.pot.rake, 0);
    const total = awards.reduce((n, a) => n + a.pot.amount + a.pot.rake, 0);
    let pots = '';
    if (awards.length > 1) {
      pots = ` Main pot ${awards[0]!.pot.amount}.`;
      awards.slice(1).forEach((a, k) => (pots += ` Side pot${awards.length > 2 ? `-${k + 1}` : ''} ${a.pot.amount}.`));
    }
    this.out.push(`Total pot ${total}${pots} | Rake ${rake}`);
    const final = replay(config, this.events);
    if (this.kind === 'flop' && final.board.length > 0) this.out.push(`Board [${final.board.map(formatCard).join(' ')}]`);

    const won = new Map<number, number>();
    for (const a of awards) for (const w of a.pot.winners) won.set(w.seat, (won.get(w.seat) ?? 0) + w.amount);
    const blinds = new Map<number, string>();
    for (const e of this.events) if (e.type === 'blind') blinds.set(e.seat, `${e.blind} blind`);
    for (const p of final.players) {
      const tags: string[] = [];
      if (!this.stud && p.seat === config.button) tags.push('button');
      const blind = blinds.get(p.seat);
      if (blind) tags.push(blind);
      const head = `Seat ${p.seat}: ${this.name(p.seat)}${tags.map((t) => ` (${t})`).join('')}`;
      const cards = `[${p.cards.map((c) => formatCard(c.card)).join(' ')}]`;
      // Only the hero's own mucked cards are his to see; the others muck face down.
      const muckedCards = p.seat === this.hero ? known(p.cards.map((c) => c.card)) : [];
      const amount = won.get(p.seat) ?? 0;
      const shown = this.shown.get(p.seat);
      let what: string;
      if (shown !== undefined) what = amount > 0 ? `showed ${cards} and won (${amount}) with ${shown}` : `showed ${cards} and lost with ${shown}`;
      else if (this.mucked.has(p.seat)) what = muckedCards.length > 0 ? `mucked [${muckedCards.map(formatCard).join(' ')}]` : 'mucked';
      else if (this.foldedOn.has(p.seat)) {
        const street = this.foldedOn.get(p.seat)!;
        what = `folded ${this.foldLabel(street)}${street === 0 && !this.putIn.has(p.seat) ? " (didn't bet)" : ''}`;
      } else what = `collected (${amount})`;
      this.out.push(`${head} ${what}`);
    }
  }

  private foldLabel(street: number): string {
    switch (this.kind) {
      case 'flop':
      case 'singleDraw':
        // PokerStars names the single-draw rounds like hold'em's ("folded before Flop").
        return ['before Flop', 'on the Flop', 'on the Turn', 'on the River'][street]!;
      case 'stud':
        return `on the ${['3rd Street', '4th Street', '5th Street', '6th Street', 'River'][street]!}`;
      case 'tripleDraw':
        return ['before the Draw', 'after the 1st Draw', 'after the 2nd Draw', 'after the 3rd Draw'][street]!;
    }
  }
}

/** The named cards of a list: a manual hand's unknown cards (`??`) are never printed. */
function known(list: readonly Card[]): Card[] {
  return list.filter((c) => c !== UNKNOWN);
}

function allIn(flag: boolean): string {
  return flag ? ' and is all-in' : '';
}

function studStreet(street: number): string {
  return ['3rd STREET', '4th STREET', '5th STREET', '6th STREET', 'RIVER'][street] ?? 'RIVER';
}

/** `2026/11/30 7:00:00` in America/New_York, the hour unpadded as in PokerStars histories. */
function easternTime(date: Date): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: 'America/New_York',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: 'numeric',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(date);
  const get = (type: string) => parts.find((p) => p.type === type)!.value;
  return `${get('year')}/${get('month')}/${get('day')} ${Number(get('hour'))}:${get('minute')}:${get('second')}`;
}
