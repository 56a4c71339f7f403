ALTER TABLE "store_versions" ADD COLUMN "vocabulary" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "store_versions" ADD COLUMN "vocabulary_bumped_in" bigint;--> statement-breakpoint
-- A store's vocabulary version (decision 0016): bumped once per transaction, at its commit, when
-- the transaction gave the store a word no product had or took a word's last product. Bumped in
-- the transaction that changed the words, so any snapshot sees both or neither: an API process
-- that read the words with the version knows, from the version alone, whether they are current.
CREATE FUNCTION search_vocabulary_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO store_versions AS v (store_id, vocabulary, vocabulary_bumped_in)
  VALUES (NEW.store_id, 1, pg_current_xact_id()::text::bigint)
  ON CONFLICT (store_id) DO UPDATE
  SET vocabulary = v.vocabulary + 1, vocabulary_bumped_in = excluded.vocabulary_bumped_in
  WHERE v.vocabulary_bumped_in IS DISTINCT FROM excluded.vocabulary_bumped_in;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Deferred to the commit, as the store version: the row is locked only while the transaction
-- commits. Only a change of which words have postings fires: counts alone change every import.
CREATE CONSTRAINT TRIGGER search_words_added AFTER INSERT ON search_words
DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (NEW.postings > 0)
EXECUTE FUNCTION search_vocabulary_changed();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER search_words_came_or_went AFTER UPDATE ON search_words
DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN ((OLD.postings > 0) <> (NEW.postings > 0))
EXECUTE FUNCTION search_vocabulary_changed();
