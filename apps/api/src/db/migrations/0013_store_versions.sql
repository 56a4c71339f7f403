CREATE TABLE "store_versions" (
	"store_id" integer PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	"bumped_in" bigint
);
--> statement-breakpoint
-- One bump per store per transaction: the first trigger of a transaction bumps, the rest find
-- their transaction's mark and leave the row alone (a 10,000-row import bumps once).
CREATE FUNCTION bump_store_version(store integer) RETURNS void LANGUAGE sql AS $$
  INSERT INTO store_versions AS v (store_id, version, bumped_in)
  VALUES (store, 1, pg_current_xact_id()::text::bigint)
  ON CONFLICT (store_id) DO UPDATE SET version = v.version + 1, bumped_in = excluded.bumped_in
  WHERE v.bumped_in IS DISTINCT FROM excluded.bumped_in
$$;--> statement-breakpoint
CREATE FUNCTION store_content_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'stores' THEN
    PERFORM bump_store_version(NEW.id);
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN PERFORM bump_store_version(OLD.store_id); END IF;
  IF TG_OP <> 'DELETE' AND (TG_OP = 'INSERT' OR NEW.store_id <> OLD.store_id) THEN
    PERFORM bump_store_version(NEW.store_id);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Deferred to the commit: the version row is locked only while the transaction commits, not
-- through the rest of an order's statements, and a transaction that rolls back bumps nothing.
-- What a shopper sees of a product is its stored answer (api_json, with its variants' shown
-- stock) and whether it is listed at all (archived_at).
CREATE CONSTRAINT TRIGGER products_shown_changed AFTER UPDATE ON products
DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
WHEN (OLD.api_json IS DISTINCT FROM NEW.api_json OR OLD.archived_at IS DISTINCT FROM NEW.archived_at
      OR OLD.store_id <> NEW.store_id)
EXECUTE FUNCTION store_content_changed();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER products_added_or_removed AFTER INSERT OR DELETE ON products
DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION store_content_changed();--> statement-breakpoint
-- Any saved setting: most show on every page (names, categories, policies, contact details).
CREATE CONSTRAINT TRIGGER stores_changed AFTER UPDATE ON stores
DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*)
EXECUTE FUNCTION store_content_changed();--> statement-breakpoint
INSERT INTO store_versions (store_id, version) SELECT id, 1 FROM stores;
