import {
  awardStep,
  cardFace,
  type CardView,
  commandOf,
  type Command,
  delayMs,
  formatHash,
  navigate,
  parseAddress,
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

async function load(): Promise<void> {
  const address = parseAddress(location.pathname, location.hash);
  if (!address.handId) return fail('This address names no hand: a replay link looks like /replay/<hand id>#token=<share token>.');
  if (!address.token) return fail('This page shows a shared hand: open the link its share gave (it ends with #token=…). An app makes one with POST /v1/hands/{id}/shares.');
  let res: Response;
  try {
    res = await fetch(`/v1/hands/${address.handId}/replay-data`, { headers: { authorization: `Bearer ${address.token}`, accept: 'application/json' }, cache: 'no-store' });
  } catch {
    return fail('The service does not answer; try again in a moment.');
  }
  if (!res.ok) {
    const problem = (await res.json().catch(() => ({}))) as { detail?: string };
    return fail(problem.detail ?? `The replay cannot be read (${res.status}).`);
  }
  start((await res.json()) as ReplayData, address.token, address.step);
}

function start(data: ReplayData, token: string, requested: number | null): void {
  let step = Math.min(requested ?? 0, data.steps.length - 1);
  let timer: number | null = null;
  let speed: number = 1;
  const positions = seatPositions(data.steps[0]!.seats.length);
  const starts = streetStarts(data);
  const awardedFrom = awardStep(data);
  const results = resultLines(data);
  const winners = new Set(data.result?.pots.flatMap((p) => p.winners.map((w) => w.seat)) ?? []);
  const shown = new Map(data.result?.shown.map((s) => [s.seat, s]) ?? []);

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
  const logItems = data.steps.map((s) => {
    const item = el('li', { 'data-step': String(s.step), class: starts.includes(s.step) && s.step > 0 ? 'street-start' : '' }, el('span', { class: 'n' }, String(s.step)), ' ', s.text);
    item.addEventListener('click', () => go(s.step));
    log.append(item);
    return item;
  });
  const viewLine = data.view === 'seat' ? `as seat ${data.viewer} saw it` : data.view === 'spectator' ? 'as the table saw it (the hand is still being played)' : 'every card';
  const header = el(
    'header',
    {},
    el('h1', {}, `${data.gameName}`),
    el('p', { class: 'sub' }, `${data.bettingStructure.replace(/([A-Z])/g, ' $1').toLowerCase()} · ${viewLine}${data.status === 'live' ? ' · live: the steps so far' : ''}`),
  );
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
  render();
  document.body.setAttribute('data-ready', 'true');
}

void load();
