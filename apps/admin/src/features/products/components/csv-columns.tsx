import { CATALOGUE_CSV_COLUMNS } from '@storefront/contract';

type CsvColumn = (typeof CATALOGUE_CSV_COLUMNS)[number];

/** One line on each column of the catalogue CSV (the contract's list, in its order). */
const MEANINGS: Record<CsvColumn, string> = {
  product_id:
    'The product to update; leave blank for a new product (its rows are grouped by title).',
  title: 'The product’s name, as shoppers see it.',
  description: 'The product’s description.',
  category: 'One of the store’s categories.',
  parent_category: 'The category above it, if any.',
  gender: 'Men, Women or Unisex; blank for none.',
  regular_price:
    'The price in rupees, such as 1299, 1299.50 or 1,24,999: paise after a point, commas only between thousands.',
  discounted_price: 'The sale price in rupees, lower than the regular one; blank for none.',
  featured: 'true to feature the product on the storefront, otherwise false.',
  archived: 'true to keep the product off the storefront, otherwise false.',
  images: 'Image addresses, separated by " | ".',
  image_alts: 'Each image’s description for screen readers, in the same order, separated by " | ".',
  attributes:
    'Other details as key=value pairs separated by ";", several values of a key by commas, such as: tv size=32"-55"; material=steel, wood',
  hsn: 'The HSN code (4, 6 or 8 digits; at least as many as the store’s tax settings ask).',
  gst_rate:
    'The GST rate in percent, one of the rates in force (such as 5 or 18); blank if not set.',
  generic_name: 'The common or generic name of the product (“TV wall mount”).',
  net_quantity: 'The net quantity, such as 1 N or 1 pair.',
  country_of_origin: 'The country where the product was made.',
  manufacturer: 'The manufacturer, packer or importer, with address.',
  consumer_care: 'Whom shoppers contact about the product: name, address, phone, e-mail.',
  returnable:
    'yes when shoppers may return it within the store’s window (blank: yes), no when not.',
  weight_grams: 'The packed weight in grams, for shipping rates by weight (blank: 500 g).',
  length_cm: 'The parcel’s length in cm; with breadth and height, its volumetric weight.',
  breadth_cm: 'The parcel’s breadth in cm.',
  height_cm: 'The parcel’s height in cm.',
  size: 'This row’s size; blank when the product has no sizes.',
  color: 'This row’s colour; blank when the product has no colours.',
  sku: 'This variant’s stock-keeping code (letters, digits, ".", "_", "-" and "/").',
  stock:
    'Units in stock; blank when stock is not tracked. Only a count you change is imported: one you leave as exported is kept as the shop has it now, sales since included.',
  low_stock_threshold: 'Listed as low at or under this; blank for the store’s threshold.',
  stock_when_exported:
    'The stock when the file was exported: leave it as it is. A stock you change on a variant that sold (or was changed) since the export is refused by line: export again. Without this column, each stock is set as the file says (a stock-take).',
};

export function CsvColumnHelp() {
  return (
    <div className="space-y-3 text-sm text-slate-800">
      <p>
        One row per variant (a size and colour of a product); the product’s fields are repeated on
        each of its rows. The first row names the columns, in this order:
      </p>
      <dl className="divide-y divide-slate-200 rounded-lg border border-slate-200">
        {CATALOGUE_CSV_COLUMNS.map((name) => (
          <div key={name} className="grid gap-1 px-3 py-2 sm:grid-cols-[12rem_1fr]">
            <dt className="font-mono font-semibold text-slate-900">{name}</dt>
            <dd className="text-slate-700">{MEANINGS[name]}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
