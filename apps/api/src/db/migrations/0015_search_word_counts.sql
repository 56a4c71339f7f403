-- Typos are looked up nearest first (`order by word <-> 'remot' limit 3`), which a GiST index
-- answers in a few pages; the planner never took the GIN index over a vocabulary of a few thousand
-- words, and compared the typo with every word instead.
DROP INDEX "search_words_trgm_idx";--> statement-breakpoint
ALTER TABLE "search_words" ADD COLUMN "postings" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gist ("word" gist_trgm_ops);--> statement-breakpoint
-- The vocabulary now holds every word that has postings, with how many (decision 0016): a term is
-- "more than 1,000" and the rarest term of a query is found from these counts, without reading
-- postings. The postings' triggers keep the counts, so the vocabulary's own triggers go.
DROP TRIGGER "products_search_words_inserted" ON "products";--> statement-breakpoint
DROP TRIGGER "products_search_words_updated" ON "products";--> statement-breakpoint
DROP FUNCTION search_words_add();--> statement-breakpoint
-- As in 0014, and the counts of the words whose postings are added or removed, changed in one
-- upsert per statement whose rows come in word order: two imports sharing words lock their rows
-- in the same order, so they wait for each other rather than deadlock. A word whose postings all
-- go keeps its row with 0.
CREATE OR REPLACE FUNCTION search_postings_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO search_words (store_id, word, postings)
    SELECT n.store_id, w.lexeme, count(*)
    FROM new_rows n, unnest(n.search_vector) w
    WHERE n.archived_at IS NULL AND length(w.lexeme) <= 100
    GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (store_id, word) DO UPDATE SET postings = search_words.postings + excluded.postings;
    INSERT INTO search_postings (store_id, word, product_id, field, in_stock, created_at)
    SELECT n.store_id, w.lexeme, n.id,
           CASE WHEN 'A' = ANY (w.weights) THEN 3 WHEN 'B' = ANY (w.weights) THEN 2 ELSE 1 END,
           product_in_stock(n.variants_json), n.created_at
    FROM new_rows n, unnest(n.search_vector) w
    WHERE n.archived_at IS NULL AND length(w.lexeme) <= 100;
  ELSE
    INSERT INTO search_words (store_id, word, postings)
    SELECT d.store_id, d.word, sum(d.delta)
    FROM (SELECT o.store_id, w.lexeme AS word, -1 AS delta
          FROM old_rows o JOIN new_rows n ON n.id = o.id, unnest(o.search_vector) w
          WHERE o.archived_at IS NULL AND length(w.lexeme) <= 100
            AND (n.search_vector <> o.search_vector OR n.archived_at IS DISTINCT FROM o.archived_at
                 OR n.store_id <> o.store_id OR n.created_at <> o.created_at)
          UNION ALL
          SELECT n.store_id, w.lexeme, 1
          FROM new_rows n JOIN old_rows o ON o.id = n.id, unnest(n.search_vector) w
          WHERE n.archived_at IS NULL AND length(w.lexeme) <= 100
            AND (n.search_vector <> o.search_vector OR n.archived_at IS DISTINCT FROM o.archived_at
                 OR n.store_id <> o.store_id OR n.created_at <> o.created_at)) AS d
    GROUP BY 1, 2 HAVING sum(d.delta) <> 0 ORDER BY 1, 2
    ON CONFLICT (store_id, word) DO UPDATE SET postings = search_words.postings + excluded.postings;
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
-- Products deleted with their store take the store's words with them (the cascade): only the
-- words of stores still there are counted down.
CREATE OR REPLACE FUNCTION search_postings_remove() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (store_id, word, postings)
  SELECT o.store_id, w.lexeme, -count(*)
  FROM old_rows o, unnest(o.search_vector) w
  WHERE o.archived_at IS NULL AND length(w.lexeme) <= 100
    AND EXISTS (SELECT 1 FROM stores s WHERE s.id = o.store_id)
  GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT (store_id, word) DO UPDATE SET postings = search_words.postings + excluded.postings;
  DELETE FROM search_postings s USING old_rows o WHERE s.product_id = o.id;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- The counts of the postings already there (and their words without a letter or over 40
-- characters, which the vocabulary of 0014 left out).
INSERT INTO search_words (store_id, word, postings)
SELECT store_id, word, count(*) FROM search_postings GROUP BY 1, 2 ORDER BY 1, 2
ON CONFLICT (store_id, word) DO UPDATE SET postings = excluded.postings;
