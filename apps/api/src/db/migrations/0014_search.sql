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
CREATE TABLE "search_postings" (
	"store_id" integer NOT NULL,
	"word" text NOT NULL,
	"product_id" uuid NOT NULL,
	"field" smallint NOT NULL,
	"in_stock" boolean NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "search_postings_product_id_word_pk" PRIMARY KEY("product_id","word")
);
--> statement-breakpoint
CREATE INDEX "search_words_prefix_idx" ON "search_words" USING btree ("store_id","word" text_pattern_ops);--> statement-breakpoint
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
--> statement-breakpoint
-- A product is in stock when it has no tracked variants or one of them is in stock: what the
-- storefront shows (variants_json, kept by the stock triggers of migration 0010).
CREATE FUNCTION product_in_stock(variants_json text) RETURNS boolean LANGUAGE sql IMMUTABLE AS $$
  SELECT variants_json = '[]' OR strpos(variants_json, '"inStock" : true') > 0
$$;--> statement-breakpoint
-- The postings follow the catalogue (decision 0016), once per statement: the words of products
-- added; for products edited, their words rewritten when the words, the store, the creation time
-- or the archive state changed, and only their stock state when that alone changed (a sale that
-- empties the last variant); removed with the products deleted. A word's best place: the title
-- (weight A) 3, the category or parent category (B) 2, the description 1. Words longer than 100
-- characters are left out: a search is at most 100 characters.
CREATE FUNCTION search_postings_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO search_postings (store_id, word, product_id, field, in_stock, created_at)
    SELECT n.store_id, w.lexeme, n.id,
           CASE WHEN 'A' = ANY (w.weights) THEN 3 WHEN 'B' = ANY (w.weights) THEN 2 ELSE 1 END,
           product_in_stock(n.variants_json), n.created_at
    FROM new_rows n, unnest(n.search_vector) w
    WHERE n.archived_at IS NULL AND length(w.lexeme) <= 100;
  ELSE
    DELETE FROM search_postings s USING old_rows o JOIN new_rows n ON n.id = o.id
    WHERE s.product_id = o.id
      AND (n.search_vector <> o.search_vector OR n.archived_at IS DISTINCT FROM o.archived_at
           OR n.store_id <> o.store_id OR n.created_at <> o.created_at);
    INSERT INTO search_postings (store_id, word, product_id, field, in_stock, created_at)
    SELECT n.store_id, w.lexeme, n.id,
           CASE WHEN 'A' = ANY (w.weights) THEN 3 WHEN 'B' = ANY (w.weights) THEN 2 ELSE 1 END,
           product_in_stock(n.variants_json), n.created_at
    FROM new_rows n JOIN old_rows o ON o.id = n.id, unnest(n.search_vector) w
    WHERE n.archived_at IS NULL AND length(w.lexeme) <= 100
      AND (n.search_vector <> o.search_vector OR n.archived_at IS DISTINCT FROM o.archived_at
           OR n.store_id <> o.store_id OR n.created_at <> o.created_at);
    UPDATE search_postings s SET in_stock = product_in_stock(n.variants_json)
    FROM new_rows n JOIN old_rows o ON o.id = n.id
    WHERE s.product_id = n.id AND n.archived_at IS NULL
      AND product_in_stock(n.variants_json) <> product_in_stock(o.variants_json)
      AND NOT (n.search_vector <> o.search_vector OR n.archived_at IS DISTINCT FROM o.archived_at
               OR n.store_id <> o.store_id OR n.created_at <> o.created_at);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION search_postings_remove() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM search_postings s USING old_rows o WHERE s.product_id = o.id;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER products_search_postings_inserted AFTER INSERT ON products
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_postings_add();--> statement-breakpoint
CREATE TRIGGER products_search_postings_updated AFTER UPDATE ON products
REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION search_postings_add();--> statement-breakpoint
CREATE TRIGGER products_search_postings_deleted AFTER DELETE ON products
REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_postings_remove();--> statement-breakpoint
-- The postings of the catalogue already there; then the index that reads them in search order.
INSERT INTO search_postings (store_id, word, product_id, field, in_stock, created_at)
SELECT p.store_id, w.lexeme, p.id,
       CASE WHEN 'A' = ANY (w.weights) THEN 3 WHEN 'B' = ANY (w.weights) THEN 2 ELSE 1 END,
       product_in_stock(p.variants_json), p.created_at
FROM products p, unnest(p.search_vector) w
WHERE p.archived_at IS NULL AND length(w.lexeme) <= 100;--> statement-breakpoint
CREATE INDEX "search_postings_rank_idx" ON "search_postings" USING btree ("store_id","word","in_stock" DESC NULLS FIRST,"field" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"product_id" DESC NULLS FIRST);