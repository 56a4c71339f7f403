-- The product's answer gains details.returnable (issue 38): false when the shop takes no returns
-- of it, shown on its page. The generated column is made again over the new function; the
-- trigger that watches it is dropped with it and made again as migration 0013 made it.
CREATE FUNCTION product_api_json(
  id uuid, title text, description text, img_url text, category text, parent_category text,
  gender text, regular_price integer, discounted_price integer, created_at timestamptz,
  images jsonb, attributes jsonb, variants_json text, generic_name text, net_quantity text,
  country_of_origin text, manufacturer text, consumer_care text, hsn text, gst_rate numeric,
  returnable boolean
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
    $13::json AS "variants",
    json_build_object(
      'genericName', $14, 'netQuantity', $15, 'countryOfOrigin', $16, 'manufacturer', $17,
      'consumerCare', $18, 'hsn', $19, 'gstRate', trim_scale($20), 'returnable', $21) AS "details") AS answer
$$;--> statement-breakpoint
DROP TRIGGER products_shown_changed ON products;--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "api_json";--> statement-breakpoint
DROP FUNCTION product_api_json(uuid, text, text, text, text, text, text, integer, integer, timestamptz, jsonb, jsonb, text, text, text, text, text, text, text, numeric);--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "api_json" text GENERATED ALWAYS AS (product_api_json(id, title, description, img_url, category, parent_category, gender, regular_price, discounted_price, created_at, images, attributes, variants_json, generic_name, net_quantity, country_of_origin, manufacturer, consumer_care, hsn, gst_rate, returnable)) STORED NOT NULL;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER products_shown_changed AFTER UPDATE ON products
DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
WHEN (OLD.api_json IS DISTINCT FROM NEW.api_json OR OLD.archived_at IS DISTINCT FROM NEW.archived_at
      OR OLD.store_id <> NEW.store_id)
EXECUTE FUNCTION store_content_changed();
