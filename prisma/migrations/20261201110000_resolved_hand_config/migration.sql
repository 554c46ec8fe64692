-- A hand now stores the configuration it started with resolved: structure, forced bets, every stake
-- and every option explicit (RULES.md §6), so a default changed in a later release no longer changes
-- how a stored hand replays. Rows written before held the request and had the defaults applied again
-- at every load. They are resolved here with the defaults they were created and played under, the
-- ones of this release: `game` below is the engine's games table as it stands (forced bets, the
-- per-game option defaults), and the rest follows src/engine/config.ts (validateConfig).
WITH game (id, stud, forced_bets, max_bets, max_draw, max_players, open_pair_big_bet) AS (
  VALUES
    ('holdem', false, 'blinds', 4, 0, 10, false),
    ('omaha', false, 'blinds', 4, 0, 10, false),
    ('omahaHiLo', false, 'blinds', 4, 0, 10, false),
    ('sevenCardStud', true, 'antesAndBringIn', 4, 0, 8, true),
    ('razz', true, 'antesAndBringIn', 4, 0, 8, false),
    ('sevenCardStudHiLo', true, 'antesAndBringIn', 4, 0, 8, false),
    ('crazyPineapple', false, 'blinds', 4, 0, 10, false),
    ('crazyPineappleHiLo', false, 'blinds', 4, 0, 10, false),
    ('jacksOrBetter', false, 'antes', 5, 4, 8, false),
    ('lowballDraw', false, 'antes', 5, 4, 8, false),
    ('deuceToSevenTripleDraw', false, 'blinds', 4, 5, 8, false),
    ('aceToFiveTripleDraw', false, 'blinds', 4, 5, 8, false),
    ('courchevel', false, 'blinds', 4, 0, 8, false),
    ('irish', false, 'blinds', 4, 0, 10, false),
    ('aviation', false, 'blinds', 4, 0, 10, false),
    ('fiveCardStud', true, 'antesAndBringIn', 4, 0, 10, true)
),
legacy AS (
  SELECT h.id, h.config AS c, h.config -> 'stakes' AS s, g.stud, g.max_bets, g.max_draw, g.max_players, g.open_pair_big_bet,
    h.config ->> 'bettingStructure' = 'fixedLimit' AS fixed,
    -- Lowball draw is played with blinds instead of antes when the stakes name a blind (§4.9).
    CASE WHEN g.id = 'lowballDraw' AND (h.config -> 'stakes' -> 'smallBlind' IS NOT NULL OR h.config -> 'stakes' -> 'bigBlind' IS NOT NULL)
      THEN 'blinds' ELSE g.forced_bets END AS forced_bets
  FROM "Hand" h JOIN game g ON g.id = h.config ->> 'game'
  WHERE h.config -> 'forcedBets' IS NULL
),
amounts AS (
  SELECT *,
    COALESCE((s ->> 'ante')::bigint, 0) AS ante,
    CASE WHEN fixed THEN (s ->> 'smallBet')::bigint ELSE 0 END AS small_bet,
    CASE WHEN fixed THEN (s ->> 'bigBet')::bigint ELSE 0 END AS big_bet
  FROM legacy
),
blinds AS (
  SELECT *,
    -- Fixed limit: the big blind is the small bet and the small blind half of it, unless given.
    CASE WHEN fixed AND forced_bets = 'blinds' THEN COALESCE((s ->> 'bigBlind')::bigint, small_bet) ELSE COALESCE((s ->> 'bigBlind')::bigint, 0) END AS big_blind,
    CASE WHEN fixed AND forced_bets = 'blinds' THEN COALESCE((s ->> 'smallBlind')::bigint, small_bet / 2) ELSE COALESCE((s ->> 'smallBlind')::bigint, 0) END AS small_blind
  FROM amounts
)
UPDATE "Hand" h
SET config = (b.c - 'stakes' - 'options' - 'deadMoney') || jsonb_build_object(
  'forcedBets', b.forced_bets,
  'deadMoney', COALESCE((b.c ->> 'deadMoney')::bigint, 0),
  'stakes', jsonb_build_object(
    'smallBlind', b.small_blind,
    'bigBlind', b.big_blind,
    'ante', b.ante,
    'anteStyle', COALESCE(b.s ->> 'anteStyle', 'uniform'),
    -- Stud: half the small bet, rounded down, unless given.
    'bringIn', CASE WHEN b.stud THEN COALESCE((b.s ->> 'bringIn')::bigint, b.small_bet / 2) ELSE 0 END,
    'smallBet', b.small_bet,
    'bigBet', b.big_bet,
    -- Fixed limit bets the small bet, pot and no limit default to the big blind, or the ante without blinds.
    'minBet', CASE WHEN b.fixed THEN b.small_bet
      ELSE COALESCE((b.s ->> 'minBet')::bigint, CASE WHEN b.forced_bets = 'blinds' THEN b.big_blind ELSE b.ante END) END
  ),
  'options', jsonb_build_object(
    'maxBetsPerRound', b.max_bets,
    'capLiftedHeadsUp', false,
    'openPairBigBet', b.open_pair_big_bet,
    'burnCards', true,
    'studShortStub', 'communityCard',
    'maxDraw', b.max_draw,
    'potOpening', 'fixedPot',
    'noOpener', 'redeal',
    'reAnteOnRedeal', true,
    'lowballType', 'ace-to-five',
    'potLimitSmallBlindAsBig', false,
    'rakeBasisPoints', 0,
    'rakeCap', NULL,
    'noFlopNoDrop', true,
    'checkRaiseAllowed', true,
    'allowMuck', false,
    'courchevelHiLo', false,
    'maxPlayers', b.max_players
  ) || COALESCE(b.c -> 'options', '{}'::jsonb)
)
FROM blinds b
WHERE h.id = b.id;
