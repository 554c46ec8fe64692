/** Omaha Hi-Lo, pot 61 split 31/30 (RULES.md §2.6 #5): the OpenAPI example, and the body `npm run bench:api` sends. */
export const OMAHA_HI_LO_SHOWDOWN = {
  game: 'omahaHiLo',
  board: ['2h', '4d', '7c', 'Jd', 'Js'],
  players: [
    { seat: 1, cards: ['Ac', '3c', 'Kh', 'Qd'] },
    { seat: 2, cards: ['5s', '6s', 'Jh', '9c'] },
  ],
  pot: 61,
  button: 2,
};
