import {
  awardStep,
  cardFace,
  type CardView,
  changed,
  commandOf,
  type Command,
  delayMs,
  followedStep,
  formatHash,
  navigate,
  nextPoll,
  parseAddress,
  POLL_MS,
  potLines,
  type ReplayData,
  resultLines,
  seatLabel,
  seatPositions,
  SPEEDS,
  type Step,
  streetStarts,
} from './model';

/** Makes an element with attributes and children; text children are text nodes, never HTML. */
function el(tag: string, attrs: Record<string, string> = {}, ...children: (Node | string | null)[]): HTMLElement {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) node.setAttribute(name, value);
  for (const child of children) if (child !== null) node.append(child);
  return node;
}

function cardNode(card: CardView | string, extra = ''): HTMLElement {
  const code = typeof card === 'string' ? card : card.card;
  const up = typeof card === 'string' ? true : card.up;
  const face = cardFace(code);
  if (!face) return el('span', { class: `card back ${extra}`.trim(), 'data-card': 'hidden', title: 'face down' });
  // A down card the viewer may see is drawn face up, marked as down (stud: what the others do not see).
  const classes = ['card', face.red ? 'red' : 'black', typeof card === 'string' ? '' : up ? 'up' : 'down', extra].filter(Boolean).join(' ');
  return el('span', { class: classes, 'data-card': code!, title: `${face.rank} of ${face.suitName}${up ? '' : ' (face down)'}` }, el('b', {}, face.rank), el('i', {}, face.suit));
}

const app = document.getElementById('app')!;

function fail(message: string): void {
  app.replaceChildren(el('div', { class: 'message', 'data-testid': 'message' }, message));
}

type Read = { ok: true; data: ReplayData } | { ok: false; status: number | 'offline'; message: string; retryAfter: number | null };

/** The hand's replay data as the share token may see it, or why not. */
async function read(handId: string, token: string): Promise<Read> {
  let res: Response;
  try {
    res = await fetch(`/v1/hands/${handId}/replay-data`, { headers: { authorization: `Bearer ${token}`, accept: 'application/json' }, cache: 'no-store' });
  } catch {
    return { ok: false, status: 'offline', message: 'The service does not answer; try again in a moment.', retryAfter: null };
  }
  if (!res.ok) {
    const problem = (await res.json().catch(() => ({}))) as { detail?: string };
    const retryAfter = Number(res.headers.get('retry-after'));
    return { ok: false, status: res.status, message: problem.detail ?? `The replay cannot be read (${res.status}).`, retryAfter: Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : null };
  }
  return { ok: true, data: (await res.json()) as ReplayData };
}

async function load(): Promise<void> {
  const address = parseAddress(location.pathname, location.hash);
  if (!address.handId) return fail('This address names no hand: a replay link looks like /replay/<hand id>#token=<share token>.');
  if (!address.token) return fail('This page shows a shared hand: open the link its share gave (it ends with #token=…). An app makes one with POST /v1/hands/{id}/shares.');
  const first = await read(address.handId, address.token);
  if (!first.ok) return fail(first.message);
  start(first.data, address.handId, address.token, address.step);
}

function start(first: ReplayData, handId: string, token: string, requested: number | null): void {
  let data = first;
  // A live hand opens where it is now, to be followed; a finished one at its start.
  let step = Math.min(requested ?? (data.status === 'live' ? data.steps.length - 1 : 0), data.steps.length - 1);
  let timer: number | null = null;
  let speed: number = 1;
  const positions = seatPositions(data.steps[0]!.seats.length);
  // What depends on the steps: computed again when a live hand's data is read again.
  let starts: number[] = [];
  let awardedFrom: number | null = null;
  let results: string[] = [];
  let winners = new Set<number>();
  let shown = new Map<number, NonNullable<ReplayData['result']>['shown'][number]>();
  function derive(): void {
    starts = streetStarts(data);
    awardedFrom = awardStep(data);
    results = resultLines(data);
    winners = new Set(data.result?.pots.flatMap((p) => p.winners.map((w) => w.seat)) ?? []);
    shown = new Map(data.result?.shown.map((s) => [s.seat, s]) ?? []);
  }
  derive();

  const table = el('div', { class: 'table', 'data-testid': 'table' });
  const felt = el('div', { class: 'felt' });
  const board = el('div', { class: 'board', 'data-testid': 'board' });
  const pots = el('div', { class: 'pots', 'data-testid': 'pots' });
  const caption = el('div', { class: 'caption', 'data-testid': 'action', 'aria-live': 'polite' });
  const result = el('div', { class: 'result', 'data-testid': 'result' });
  felt.append(board, pots, caption, result);
  table.append(felt);
  // A player watching his own view sits at the bottom, as at a real table.
  const seatCount = data.steps[0]!.seats.length;
  const bottom = Math.max(0, data.steps[0]!.seats.findIndex((s) => s.seat === data.viewer));
  const seatNodes = data.steps[0]!.seats.map((s, index) => {
    const i = (index - bottom + seatCount) % seatCount;
    const node = el('div', { class: 'seat', 'data-seat': String(s.seat) });
    // Set through the CSSOM: the page's policy refuses style attributes. Kept inside the table's edges.
    node.style.setProperty('left', `clamp(var(--seat-half), ${positions[i]!.x}%, calc(100% - var(--seat-half)))`);
    node.style.setProperty('top', `${positions[i]!.y}%`);
    table.append(node);
    return node;
  });

  const counter = el('span', { class: 'counter', 'data-testid': 'step' });
  const slider = el('input', { type: 'range', min: '0', max: String(data.steps.length - 1), value: String(step), 'aria-label': 'Step' }) as HTMLInputElement;
  const play = el('button', { type: 'button', class: 'play', 'data-command': 'toggle', title: 'Play or pause (space)' }, 'Play');
  const button = (command: Command, label: string, title: string) => el('button', { type: 'button', 'data-command': command, title, 'aria-label': title }, label);
  const speedSelect = el('select', { 'aria-label': 'Speed', 'data-testid': 'speed' }, ...SPEEDS.map((s) => el('option', { value: String(s), ...(s === 1 ? { selected: '' } : {}) }, `${s}×`))) as HTMLSelectElement;
  const controls = el(
    'div',
    { class: 'controls' },
    button('first', '|◀', 'First step (Home)'),
    button('previousStreet', '◀◀', 'Previous street (↑)'),
    button('previous', '◀', 'Previous step (←)'),
    play,
    button('next', '▶', 'Next step (→)'),
    button('nextStreet', '▶▶', 'Next street (↓)'),
    button('last', '▶|', 'Last step (End)'),
    speedSelect,
    counter,
    slider,
  );
  const log = el('ol', { class: 'log', 'data-testid': 'log' });
  let logItems: HTMLElement[] = [];
  function buildLog(): void {
    logItems = data.steps.map((s) => {
      const item = el('li', { 'data-step': String(s.step), class: starts.includes(s.step) && s.step > 0 ? 'street-start' : '' }, el('span', { class: 'n' }, String(s.step)), ' ', s.text);
      item.addEventListener('click', () => go(s.step));
      return item;
    });
    log.replaceChildren(...logItems);
  }
  buildLog();
  const sub = el('p', { class: 'sub', 'data-testid': 'status' });
  /** Why a live hand's page stopped following it; null while it follows (or the hand is over). */
  let stopped: string | null = null;
  function renderSub(): void {
    const viewLine = data.view === 'seat' ? `as seat ${data.viewer} saw it` : data.view === 'spectator' ? 'as the table saw it (the hand is still being played)' : 'every card';
    const liveLine = data.status !== 'live' ? '' : stopped ? ` · live, no longer followed: ${stopped}` : ' · live: new steps appear as they happen';
    sub.textContent = `${data.bettingStructure.replace(/([A-Z])/g, ' $1').toLowerCase()} · ${viewLine}${liveLine}`;
  }
  renderSub();
  const header = el('header', {}, el('h1', {}, `${data.gameName}`), sub);
  const layout = el('main', { class: 'layout' }, el('section', { class: 'stage' }, table, controls), el('aside', { class: 'side' }, el('h2', {}, 'Actions'), log));
  app.replaceChildren(header, layout);

  function renderSeat(node: HTMLElement, seat: Step['seats'][number], current: Step): void {
    const classes = ['seat'];
    if (seat.folded) classes.push('folded');
    if (current.toAct === seat.seat) classes.push('to-act');
    if (awardedFrom !== null && current.step >= awardedFrom && winners.has(seat.seat)) classes.push('winner');
    if (data.viewer === seat.seat) classes.push('viewer');
    node.className = classes.join(' ');
    const badges = el('span', { class: 'badges' });
    if (data.button === seat.seat) badges.append(el('span', { class: 'dealer', title: data.buttonKind === 'button' ? 'Button' : 'Dealer' }, 'D'));
    if (seat.allIn) badges.append(el('span', { class: 'tag' }, 'all-in'));
    if (seat.folded) badges.append(el('span', { class: 'tag' }, 'folded'));
    const said = current.seat === seat.seat && current.step > 0 ? el('div', { class: 'said', 'data-testid': 'said' }, current.text.replace(/^.*?\(seat \d+\) |^Seat \d+ /, '')) : null;
    const hand = awardedFrom !== null && current.step >= awardedFrom ? shown.get(seat.seat) : undefined;
    const parts = [
      el('div', { class: 'cards', 'data-testid': 'cards' }, ...seat.cards.map((c) => cardNode(c))),
      el('div', { class: 'plate' }, el('span', { class: 'name' }, seatLabel(seat)), badges, el('span', { class: 'stack', 'data-testid': 'stack' }, String(seat.stack))),
      seat.bet > 0 ? el('div', { class: 'bet', 'data-testid': 'bet' }, String(seat.bet)) : null,
      hand?.high ? el('div', { class: 'hand', 'data-testid': 'hand' }, hand.high.description) : null,
      said,
    ];
    node.replaceChildren(...parts.filter((p): p is HTMLElement => p !== null));
  }

  function render(): void {
    const current = data.steps[step]!;
    current.seats.forEach((seat, i) => renderSeat(seatNodes[i]!, seat, current));
    board.replaceChildren(...current.board.map((c) => cardNode(c)));
    pots.replaceChildren(...potLines(current.pots).map((line) => el('div', {}, line)));
    caption.textContent = current.text;
    const showResult = awardedFrom !== null && step >= awardedFrom;
    result.replaceChildren(...(showResult ? results.map((line) => el('div', {}, line)) : []));
    result.hidden = !showResult;
    const street = data.streets.find((s) => s.name === current.street);
    counter.textContent = `Step ${step} / ${data.steps.length - 1}${street ? ` · ${street.label}` : ''}`;
    slider.value = String(step);
    logItems.forEach((item, i) => item.classList.toggle('current', i === step));
    logItems[step]!.scrollIntoView({ block: 'nearest' });
    play.textContent = timer === null ? 'Play' : 'Pause';
    const hash = formatHash(token, step);
    if (location.hash !== hash) history.replaceState(null, '', hash);
  }

  function go(to: number): void {
    step = Math.max(0, Math.min(data.steps.length - 1, to));
    render();
  }

  function stop(): void {
    if (timer !== null) window.clearInterval(timer);
    timer = null;
  }

  function startTimer(): void {
    stop();
    timer = window.setInterval(() => {
      if (step >= data.steps.length - 1) {
        stop();
        render();
        return;
      }
      go(step + 1);
    }, delayMs(speed));
  }

  function run(command: Command): void {
    if (command === 'toggle') {
      if (timer === null) {
        if (step >= data.steps.length - 1) step = 0;
        startTimer();
      } else stop();
      render();
      return;
    }
    stop();
    go(navigate(data, step, command));
  }

  controls.addEventListener('click', (event) => {
    const target = (event.target as HTMLElement).closest('button');
    const command = target?.getAttribute('data-command') as Command | null;
    if (command) run(command);
  });
  slider.addEventListener('input', () => {
    stop();
    go(Number(slider.value));
  });
  speedSelect.addEventListener('change', () => {
    speed = Number(speedSelect.value);
    if (timer !== null) startTimer();
  });
  document.addEventListener('keydown', (event) => {
    if (event.target instanceof HTMLSelectElement || event.target instanceof HTMLInputElement || event.metaKey || event.ctrlKey || event.altKey) return;
    const command = commandOf(event.key, event.shiftKey);
    if (!command) return;
    event.preventDefault();
    run(command);
  });
  window.addEventListener('hashchange', () => {
    const asked = parseAddress(location.pathname, location.hash).step;
    if (asked !== null && asked !== step) go(asked);
  });

  /** Data read again: new steps join the log; a viewer at the last step follows the hand, one who stepped back stays. */
  function update(next: ReplayData): void {
    if (!changed(data, next)) return;
    const before = data;
    data = next;
    derive();
    step = followedStep(step, before, data, timer !== null);
    slider.max = String(data.steps.length - 1);
    buildLog();
    renderSub();
    render();
  }

  /** While the hand is live, its data is read again every few seconds (while the page is in view). */
  function follow(delay: number): void {
    if (data.status !== 'live') return;
    window.setTimeout(() => void refresh(delay), delay);
  }
  async function refresh(delay: number): Promise<void> {
    if (document.hidden) return follow(delay);
    const answer = await read(handId, token);
    if (answer.ok) update(answer.data);
    const next = answer.ok ? nextPoll(200, delay) : nextPoll(answer.status, delay, answer.retryAfter);
    if (next !== null) return follow(next);
    stopped = answer.ok ? null : answer.message;
    renderSub();
  }

  render();
  follow(POLL_MS);
  document.body.setAttribute('data-ready', 'true');
}

void load();
