-- 0017: search (modules/search, docs/decisions.md "Search"): trigram indexes over the names a
-- player searches — event descriptions (which hold the teams' names) and event paths (sports,
-- countries and categories, leagues and tournaments) — folded the same way as the query.

-- Names are compared folded: accents removed (Chloé = chloe; Unicode NFD, then the marks
-- dropped; ı ł đ ø have no decomposition and are mapped), lower case, and punctuation and runs
-- of spaces made one space ("Pierre-Louis" = "pierre louis"). Folding punctuation away also
-- means a query can never carry a LIKE wildcard (% _ \). PL/pgSQL, not SQL, so the planner
-- keeps the call (it is costly on every row) and prefers the indexes below to a scan.
CREATE FUNCTION search_fold(t text) RETURNS text
LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE COST 500 AS $$
BEGIN
  RETURN btrim(regexp_replace(
    lower(translate(regexp_replace(normalize(t, NFD), '[\u0300-\u036f]+', '', 'g'),
                    'ıłđøİŁĐØ', 'ildoilDO')),
    '[[:space:][:punct:]]+', ' ', 'g'));
END
$$;

-- pg_trgm belongs to the whole database, not to the schema being migrated: it is created once,
-- in a schema of its own ("extensions"), unless it is there already (wherever an administrator
-- put it). The search module finds its schema in pg_extension. The advisory lock keeps two
-- instances (or parallel test schemas) from creating it at the same time.
SELECT pg_advisory_xact_lock(7311204816);
DO $$
DECLARE
  ext text;
BEGIN
  SELECT n.nspname INTO ext
    FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace
   WHERE e.extname = 'pg_trgm';
  IF ext IS NULL THEN
    CREATE SCHEMA IF NOT EXISTS extensions;
    CREATE EXTENSION pg_trgm SCHEMA extensions;
    ext := 'extensions';
  END IF;
  EXECUTE format('GRANT USAGE ON SCHEMA %I TO touchline_app', ext);
  EXECUTE format(
    'CREATE INDEX events_search_trgm ON events USING gin (search_fold(description) %I.gin_trgm_ops)',
    ext);
  EXECUTE format(
    'CREATE INDEX event_paths_search_trgm ON event_paths USING gin (search_fold(description) %I.gin_trgm_ops)',
    ext);
END $$;
