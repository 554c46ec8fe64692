/** Request examples of `POST /v1/equity` (OpenAPI, README). */
export const HOLDEM_RANGE_EQUITY = {
  game: 'holdem',
  board: ['Ks', '9h', '4c'],
  players: [{ cards: ['Ah', 'Kh'] }, { range: 'QQ+, AKs, A5s-A2s:0.5, KQo' }],
};

export const OMAHA_HI_LO_EQUITY = {
  game: 'omahaHiLo',
  board: ['2h', '4d', '7c'],
  players: [{ cards: ['Ac', '3c', 'Kh', 'Qd'] }, { cards: ['5s', '6s', 'Jh', '9c'] }],
};
