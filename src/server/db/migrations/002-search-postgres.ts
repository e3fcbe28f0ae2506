// PostgreSQL side of migration 002. It mirrors SQLite's two FTS5 tables: `body` is what the trigram
// table holds (name, category, keywords, description, url; lower-cased, Latin diacritics removed), and
// `prefixes` is what the unicode61 prefix='1 2' index holds (the first one and two characters of every
// word). Both are computed by the same SQL functions the search queries use, so index and query agree.

export const postgresSearch: string[] = [
  // pg_trgm for LIKE '%…%' on GIN; btree_gin so one GIN index also narrows by user_id.
  `CREATE EXTENSION IF NOT EXISTS pg_trgm`,
  `CREATE EXTENSION IF NOT EXISTS btree_gin`,
  // Like SQLite's remove_diacritics: strip combining marks from Latin letters only (é→e, but έ stays).
  String.raw`CREATE FUNCTION toolspace_fold(s text) RETURNS text
    LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
      SELECT normalize(regexp_replace(normalize(lower(s), NFD),
        '([a-z\u00c0-\u024f\u1e00-\u1eff])[\u0300-\u036f]+', '\1', 'g'), NFC)
    $$`,
  // Words as unicode61 sees them (runs of letters and digits); the first 1 and 2 characters of each.
  `CREATE FUNCTION toolspace_prefixes(doc text) RETURNS text[]
    LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
      SELECT coalesce(array_agg(DISTINCT p ORDER BY p), '{}')
      FROM regexp_split_to_table(doc, '[^[:alnum:]]+') AS w,
           LATERAL (VALUES (left(w, 1)), (left(w, 2))) AS v(p)
      WHERE w <> ''
    $$`,
  // Also a copy of what ranking and ordering need, so a search sorts and pages without joins.
  `CREATE TABLE tools_search (
    tool_id integer PRIMARY KEY REFERENCES tools(id) ON DELETE CASCADE,
    user_id integer NOT NULL,
    category_id integer NOT NULL,
    created_at text NOT NULL,
    name_lower text NOT NULL,
    category_lower text NOT NULL,
    body text NOT NULL,
    prefixes text[] NOT NULL
  )`,
  `CREATE INDEX tools_search_body ON tools_search USING gin (user_id, body gin_trgm_ops)`,
  `CREATE INDEX tools_search_prefixes ON tools_search USING gin (user_id, prefixes)`,
  `CREATE FUNCTION toolspace_search_sync() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE category text; doc text;
    BEGIN
      category := coalesce((SELECT name FROM categories WHERE id = NEW.category_id), '');
      doc := toolspace_fold(concat_ws(' ', NEW.name, category,
        (SELECT string_agg(value, ' ') FROM json_array_elements_text(NEW.keywords::json)),
        NEW.description, NEW.url));
      INSERT INTO tools_search (tool_id, user_id, category_id, created_at, name_lower, category_lower, body, prefixes)
        VALUES (NEW.id, NEW.user_id, NEW.category_id, NEW.created_at, lower(NEW.name), lower(category), doc,
          toolspace_prefixes(doc))
        ON CONFLICT (tool_id) DO UPDATE SET user_id = excluded.user_id, category_id = excluded.category_id,
          created_at = excluded.created_at, name_lower = excluded.name_lower,
          category_lower = excluded.category_lower, body = excluded.body, prefixes = excluded.prefixes;
      RETURN NULL;
    END $$`,
  `CREATE TRIGGER tools_search_sync AFTER INSERT OR UPDATE OF user_id, category_id, name, keywords, description, url,
    created_at ON tools FOR EACH ROW EXECUTE FUNCTION toolspace_search_sync()`,
  // Index the tools that were saved before this migration.
  `UPDATE tools SET category_id = category_id`,
  // A renamed category re-indexes its tools (deletes cascade through the foreign key).
  `CREATE FUNCTION toolspace_search_category() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      UPDATE tools SET category_id = category_id WHERE category_id = NEW.id;
      RETURN NULL;
    END $$`,
  `CREATE TRIGGER categories_search_sync AFTER UPDATE OF name ON categories FOR EACH ROW
    WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION toolspace_search_category()`,
];
