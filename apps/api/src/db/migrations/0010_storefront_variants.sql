-- A product's variants as the storefront sees them, kept with the product so that listings send
-- stored JSON as before (decision 0008) instead of building it from the variants on every read.
ALTER TABLE "products" ADD COLUMN "variants_json" text DEFAULT '[]' NOT NULL;--> statement-breakpoint
-- [{ size, color, inStock, left }] in position order, in ASCII; `left` only at or under the
-- variant's threshold, else the store's.
CREATE FUNCTION product_variants_json(product uuid) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT coalesce(json_ascii(json_agg(json_build_object(
           'size', v.size, 'color', v.color,
           'inStock', v.stock IS NULL OR v.stock > 0,
           'left', CASE WHEN v.stock <= coalesce(v.low_stock_threshold, s.low_stock_threshold)
                        THEN v.stock END)
         ORDER BY v.position, v.id)::text), '[]')
  FROM product_variants v JOIN stores s ON s.id = v.store_id
  WHERE v.product_id = product
$$;--> statement-breakpoint
-- What a shopper sees of a variant's stock: in stock or not, and how many when few are left.
CREATE FUNCTION variant_shown_stock(stock integer, threshold integer) RETURNS integer
LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN stock IS NULL THEN -1 WHEN stock <= threshold THEN stock ELSE -2 END
$$;--> statement-breakpoint
-- Rewrites the product's variants_json when a variant's change shows on the storefront. Every
-- sale updates its variant's stock; only one that changes what a shopper sees (the last few, or
-- the last one) touches the product's row.
CREATE FUNCTION product_variants_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  store_threshold integer;
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.product_id = OLD.product_id AND NEW.size = OLD.size
     AND NEW.color = OLD.color AND NEW.position = OLD.position THEN
    SELECT low_stock_threshold INTO store_threshold FROM stores WHERE id = NEW.store_id;
    IF variant_shown_stock(OLD.stock, coalesce(OLD.low_stock_threshold, store_threshold))
       = variant_shown_stock(NEW.stock, coalesce(NEW.low_stock_threshold, store_threshold)) THEN
      RETURN NULL;
    END IF;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    UPDATE products SET variants_json = product_variants_json(OLD.product_id)
    WHERE id = OLD.product_id;
  END IF;
  IF TG_OP <> 'DELETE' AND (TG_OP = 'INSERT' OR NEW.product_id <> OLD.product_id) THEN
    UPDATE products SET variants_json = product_variants_json(NEW.product_id)
    WHERE id = NEW.product_id;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER product_variants_shown AFTER INSERT OR UPDATE OR DELETE ON product_variants
FOR EACH ROW EXECUTE FUNCTION product_variants_changed();--> statement-breakpoint
-- The store's threshold decides `left` for every variant without its own.
CREATE FUNCTION store_threshold_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE products SET variants_json = product_variants_json(id) WHERE store_id = NEW.id;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER store_threshold_shown AFTER UPDATE OF low_stock_threshold ON stores
FOR EACH ROW WHEN (OLD.low_stock_threshold IS DISTINCT FROM NEW.low_stock_threshold)
EXECUTE FUNCTION store_threshold_changed();--> statement-breakpoint
UPDATE products SET variants_json = product_variants_json(id);--> statement-breakpoint
-- The product's answer gains its variants.
CREATE FUNCTION product_api_json(
  id uuid, title text, description text, img_url text, category text, parent_category text,
  gender text, regular_price integer, discounted_price integer, created_at timestamptz,
  images jsonb, attributes jsonb, variants_json text
) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT json_ascii(row_to_json(answer)::text) FROM (SELECT
    $1 AS "id",
    $2 AS "title",
    $3 AS "description",
    $4 AS "imgUrl",
    $5 AS "category",
    $6 AS "parentCategory",
    $7 AS "gender",
    trim_scale($8 / 100.0) AS "regularPrice",
    trim_scale($9 / 100.0) AS "discountedPrice",
    to_char($10 AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "createdAt",
    $11 AS "images",
    $12 AS "attributes",
    $13::json AS "variants") AS answer
$$;--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "api_json";--> statement-breakpoint
DROP FUNCTION product_api_json(uuid, text, text, text, text, text, text, integer, integer, timestamptz, jsonb, jsonb);--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "api_json" text GENERATED ALWAYS AS (product_api_json(id, title, description, img_url, category, parent_category, gender, regular_price, discounted_price, created_at, images, attributes, variants_json)) STORED NOT NULL;
