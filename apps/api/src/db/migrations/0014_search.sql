-- Trigram matching (typos, partial words) on the vocabulary: PostgreSQL's contrib extension, which
-- PGlite ships (loaded in db/client.ts); trusted since PostgreSQL 13, so a database owner may add it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "search_words" (
	"store_id" integer NOT NULL,
	"word" text NOT NULL,
	CONSTRAINT "search_words_store_id_word_pk" PRIMARY KEY("store_id","word")
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple'::regconfig, title), 'A') || setweight(to_tsvector('simple'::regconfig, category || ' ' || coalesce(parent_category, '')), 'B') || setweight(to_tsvector('simple'::regconfig, description), 'C')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "search_synonyms" jsonb DEFAULT '[["tv","television"],["remote","remote control"],["kurta","kurti"],["wire","cable"],["firestick","fire stick","streaming stick"],["mount","bracket"],["stand","table","unit"],["tshirt","t-shirt","tee"],["saree","sari"],["dupatta","chunni","odhni"],["jeans","denim"],["footwear","shoes","joota","jutti"],["watch","ghadi"],["bag","jhola","thaila"],["belt","patta"],["wallet","batua","purse"],["sunglasses","chashma","goggles"],["shirt","kameez"],["cushion","takiya"]]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "search_words" ADD CONSTRAINT "search_words_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_search_idx" ON "products" USING gin ("search_vector") WHERE "products"."archived_at" is null;--> statement-breakpoint
-- The vocabulary follows the catalogue (decision 0016): the words of every product added, edited or
-- brought back from the archive, once per statement (an import of 10,000 rows inserts its words in
-- one pass). Only words with a letter, of 2 to 40 characters: the ones a typo can be mapped to.
-- Words are not taken out when their last product goes: such a word only costs a candidate.
CREATE FUNCTION search_words_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO search_words (store_id, word)
    SELECT DISTINCT n.store_id, w.lexeme FROM new_rows n, unnest(n.search_vector) w
    WHERE n.archived_at IS NULL AND length(w.lexeme) BETWEEN 2 AND 40 AND w.lexeme ~ '[[:alpha:]]'
    ORDER BY 1, 2
    ON CONFLICT DO NOTHING;
  ELSE
    INSERT INTO search_words (store_id, word)
    SELECT DISTINCT n.store_id, w.lexeme
    FROM new_rows n JOIN old_rows o ON o.id = n.id, unnest(n.search_vector) w
    WHERE n.archived_at IS NULL
      AND (n.search_vector <> o.search_vector OR o.archived_at IS NOT NULL OR n.store_id <> o.store_id)
      AND length(w.lexeme) BETWEEN 2 AND 40 AND w.lexeme ~ '[[:alpha:]]'
    ORDER BY 1, 2
    ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER products_search_words_inserted AFTER INSERT ON products
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_words_add();--> statement-breakpoint
CREATE TRIGGER products_search_words_updated AFTER UPDATE ON products
REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION search_words_add();--> statement-breakpoint
-- The words of the catalogue already there.
INSERT INTO search_words (store_id, word)
SELECT DISTINCT p.store_id, w.lexeme FROM products p, unnest(p.search_vector) w
WHERE p.archived_at IS NULL AND length(w.lexeme) BETWEEN 2 AND 40 AND w.lexeme ~ '[[:alpha:]]'
ON CONFLICT DO NOTHING;
