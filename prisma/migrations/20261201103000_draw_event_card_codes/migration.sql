-- Draw-game events (draw, replace, openers, reshuffle, communityCard) were stored with the engine's
-- card integers (rank * 4 + suit, 52 for an unseen card). Every event now stores card codes.
UPDATE "HandEvent"
SET payload = jsonb_set(payload, '{cards}', (
  SELECT COALESCE(jsonb_agg(
    CASE WHEN jsonb_typeof(c) = 'number'
      THEN to_jsonb(CASE WHEN c::int = 52 THEN '??' ELSE substr('23456789TJQKA', c::int / 4 + 1, 1) || substr('cdhs', c::int % 4 + 1, 1) END)
      ELSE c END
    ORDER BY i), '[]'::jsonb)
  FROM jsonb_array_elements(payload->'cards') WITH ORDINALITY AS t(c, i)))
WHERE type IN ('draw', 'replace', 'openers', 'reshuffle') AND jsonb_typeof(payload->'cards') = 'array';

UPDATE "HandEvent"
SET payload = jsonb_set(payload, '{card}', to_jsonb(CASE WHEN (payload->'card')::int = 52 THEN '??'
  ELSE substr('23456789TJQKA', (payload->'card')::int / 4 + 1, 1) || substr('cdhs', (payload->'card')::int % 4 + 1, 1) END))
WHERE type = 'communityCard' AND jsonb_typeof(payload->'card') = 'number';
