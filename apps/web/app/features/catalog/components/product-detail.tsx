import type { ProductDetails } from '@storefront/contract';
import { useId, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { addProductToCart, optionChosen } from '~/features/cart';
import { DeliveryCheck } from '~/features/delivery';
import { storeConsumerCare, useStoreInfo } from '~/features/store';
import { formatPrice } from '~/lib/format';
import { Button } from '~/ui/button';
import { CartIcon, icon } from '~/ui/icons';
import { MinusIcon, PlusIcon } from '~/ui/quantity-icons';
import { Image } from '~/ui/image';
import { categoryHref } from '../listing';
import { productFacts } from '../product-facts';
import { discountPercent, initialChoice, isOnSale, type ProductView } from '../product-view';
import { isOptionAvailable, isSoldOut, leftOf, unavailableReason } from '../stock';

// This page's own icons (the shell's are in ~/ui/icons, on every page's first load).
const ArrowLeftIcon = icon('<path d="M19 12H5M12 19l-7-7 7-7"></path>');
const TruckIcon = icon(
  '<path d="M2 6h12v10H2zM14 10h4l3 3v3h-7"></path><circle cx="6" cy="18" r="2"></circle><circle cx="17" cy="18" r="2"></circle>',
);
const ShieldIcon = icon(
  '<path d="M12 3l8 3v6c0 4.5-3.4 8.3-8 9-4.6-.7-8-4.5-8-9V6z"></path><path d="M9 12l2 2 4-4"></path>',
);

/** Spec section 2: the first 8 characters of the id are shown as the product's ID. */
export function shortProductId(id: string): string {
  return id.slice(0, 8);
}

export function ProductDetail({
  product,
  details = null,
}: {
  product: ProductView;
  /** The product's legal details and tax; null when the API sent none. */
  details?: ProductDetails | null;
}) {
  const preset = initialChoice(product);
  const [size, setSize] = useState(preset.size);
  const [color, setColor] = useState(preset.color);
  const [quantity, setQuantity] = useState(1);
  const onSale = isOnSale(product);
  const soldOut = isSoldOut(product.variants);
  const choice = { size, color };
  const left = leftOf(product.variants, choice);
  const blocked = unavailableReason(product.variants, choice);
  // No more than is left of the chosen variant, when the count is known.
  const chosenQuantity = left === null ? quantity : Math.min(quantity, left);
  const reasonId = useId();
  // True only where the store delivers everywhere for free (unknown: the store info failed).
  const freeEverywhere = useStoreInfo()?.freeShippingEverywhere !== false;

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:py-10">
      <BackButton />
      <div className="mt-4 grid gap-8 md:grid-cols-2 lg:gap-12">
        <Gallery product={product} />
        <div className="flex flex-col gap-5">
          <div>
            <Link
              to={categoryHref(product.category)}
              className="text-sm font-semibold uppercase tracking-wide text-brand-700 hover:underline"
            >
              {product.category}
            </Link>
            <h1 className="mt-1 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
              {product.name}
            </h1>
            <p className="mt-1 text-sm text-slate-600">ID: {shortProductId(product.id)}</p>
          </div>
          <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
            <span className="text-3xl font-bold text-slate-900">{formatPrice(product.price)}</span>
            {onSale && product.originalPrice !== undefined ? (
              <>
                <span className="text-lg text-slate-600 line-through">
                  <span className="sr-only">Original price </span>
                  {formatPrice(product.originalPrice)}
                </span>
                <span className="rounded-full bg-accent-400 px-2.5 py-0.5 text-sm font-bold text-slate-900">
                  {discountPercent(product)}% off
                </span>
              </>
            ) : null}
            <span className="w-full text-xs text-slate-600">Inclusive of all taxes</span>
            {product.variants.length > 0 ? (
              // Announced as the shopper's choice changes what is left.
              <span aria-live="polite" className="w-full">
                {soldOut ? (
                  <span className="mt-1 inline-flex rounded-full bg-slate-200 px-3 py-1 text-sm font-bold text-slate-900">
                    Out of stock
                  </span>
                ) : left !== null ? (
                  <span className="text-sm font-bold text-amber-800">Only {left} left</span>
                ) : null}
              </span>
            ) : null}
          </p>
          <p className="whitespace-pre-line leading-relaxed text-slate-700">
            {product.description}
          </p>
          {product.sizes.length > 0 ? (
            <OptionPicker
              label="Size"
              options={product.sizes}
              value={size}
              onChange={(option) => {
                setSize(option);
                optionChosen('size');
              }}
              isAvailable={(option) => isOptionAvailable(product.variants, 'size', option, choice)}
            />
          ) : null}
          {product.colors.length > 0 ? (
            <OptionPicker
              label="Colour"
              options={product.colors}
              value={color}
              onChange={(option) => {
                setColor(option);
                optionChosen('colour');
              }}
              isAvailable={(option) => isOptionAvailable(product.variants, 'color', option, choice)}
            />
          ) : null}
          <QuantityPicker value={chosenQuantity} max={left ?? undefined} onChange={setQuantity} />
          <div>
            <Button
              size="lg"
              className="w-full sm:w-auto"
              disabled={blocked !== null}
              aria-describedby={blocked ? reasonId : undefined}
              onClick={() => addProductToCart(product, { size, color, quantity: chosenQuantity })}
            >
              <CartIcon />
              Add to Cart
            </Button>
            {blocked ? (
              <p id={reasonId} className="mt-2 text-sm font-medium text-red-700">
                {blocked}
              </p>
            ) : null}
          </div>
          <DeliveryCheck productId={product.id} />
          <ul className="grid gap-3 border-t border-slate-200 pt-5 text-sm text-slate-700 sm:grid-cols-2">
            <li className="flex items-center gap-2">
              <TruckIcon className="text-brand-700" />{' '}
              {freeEverywhere
                ? 'Free shipping across India'
                : 'Delivery days and charge shown for your PIN code'}
            </li>
            <li className="flex items-center gap-2">
              <ShieldIcon className="text-brand-700" /> Secure payment: UPI, cards, cash on delivery
            </li>
          </ul>
          <ProductFacts product={product} details={details} />
        </div>
      </div>
    </div>
  );
}

/** The "Product details" a seller must show (Legal Metrology rules), as a definition list. */
function ProductFacts({
  product,
  details,
}: {
  product: ProductView;
  details: ProductDetails | null;
}) {
  const headingId = useId();
  const storeCare = storeConsumerCare(useStoreInfo());
  return (
    <section aria-labelledby={headingId} className="border-t border-slate-200 pt-5">
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        Product details
      </h2>
      <dl className="mt-3 space-y-2 text-sm">
        {productFacts(product, details, storeCare).map(({ term, value }) => (
          <div key={term} className="sm:grid sm:grid-cols-[11rem_1fr] sm:gap-x-4">
            <dt className="font-medium text-slate-600">{term}</dt>
            <dd className="whitespace-pre-line break-words text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** Back to the previous page; straight to the catalogue when the shopper arrived from elsewhere. */
function BackButton() {
  const navigate = useNavigate();
  const location = useLocation();
  const hasPrevious = location.key !== 'default';
  return (
    <button
      type="button"
      onClick={() => (hasPrevious ? navigate(-1) : navigate('/products'))}
      className="inline-flex items-center gap-2 rounded-lg py-2 text-sm font-semibold text-slate-700 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-700"
    >
      <ArrowLeftIcon size={18} /> Back
    </button>
  );
}

/** The main picture's width: the page's half from 768 px (at most 1280 / 2 - padding), else all. */
const MAIN_IMAGE_SIZES = '(min-width: 1280px) 600px, (min-width: 768px) 50vw, 100vw';

function Gallery({ product }: { product: ProductView }) {
  const images =
    product.images.length > 0 ? product.images : [{ url: product.image, alt: product.imageAlt }];
  const [active, setActive] = useState(0);
  const current = images[active] ?? { url: product.image, alt: product.imageAlt };
  return (
    <div className="flex flex-col gap-3">
      <div className="overflow-hidden rounded-2xl border border-slate-200 bg-white">
        <Image
          src={current.url}
          alt={current.alt || product.name}
          width={800}
          height={800}
          sizes={MAIN_IMAGE_SIZES}
          loading="eager"
          fetchPriority="high"
          decoding="auto"
          className="aspect-square h-auto w-full object-cover"
        />
      </div>
      {images.length > 1 ? (
        <ul className="flex gap-3">
          {images.map(({ url }, index) => (
            <li key={`${url}-${index}`}>
              <button
                type="button"
                onClick={() => setActive(index)}
                aria-label={`Show picture ${index + 1} of ${images.length}`}
                aria-pressed={index === active}
                className={`block overflow-hidden rounded-lg border-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 ${
                  index === active ? 'border-brand-700' : 'border-transparent'
                }`}
              >
                <Image
                  src={url}
                  alt=""
                  width={80}
                  height={80}
                  sizes="80px"
                  loading="lazy"
                  className="h-16 w-16 object-cover sm:h-20 sm:w-20"
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function OptionPicker({
  label,
  options,
  value,
  onChange,
  isAvailable,
}: {
  label: string;
  options: readonly string[];
  value: string | undefined;
  onChange: (value: string) => void;
  /** False for an option stock does not allow with the other choice: greyed and not selectable. */
  isAvailable: (option: string) => boolean;
}) {
  const name = useId();
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-slate-900">
        {label}
        {value ? <span className="font-normal text-slate-600">: {value}</span> : null}
      </legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {options.map((option) => {
          const available = isAvailable(option);
          return (
            <label key={option} className="relative">
              <input
                type="radio"
                name={name}
                value={option}
                checked={value === option}
                disabled={!available}
                // Greyed is not enough: a screen reader says why.
                aria-label={available ? undefined : `${option}, out of stock`}
                onChange={() => onChange(option)}
                className="peer sr-only"
              />
              <span className="flex h-11 min-w-11 cursor-pointer items-center justify-center rounded-lg border border-slate-300 bg-white px-4 text-sm font-medium text-slate-800 peer-checked:border-brand-700 peer-checked:bg-brand-700 peer-checked:text-white peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-700 hover:border-brand-700 peer-disabled:cursor-not-allowed peer-disabled:border-dashed peer-disabled:border-slate-300 peer-disabled:bg-slate-100 peer-disabled:text-slate-600 peer-disabled:line-through">
                {option}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

/**
 * Spec section 2: quantity starts at 1 and cannot go below 1. Nor above `max`, what is left of the
 * chosen variant when the count is known: the shopper is told why.
 */
function QuantityPicker({
  value,
  max,
  onChange,
}: {
  value: number;
  max: number | undefined;
  onChange: (value: number) => void;
}) {
  const id = useId();
  const atMax = max !== undefined && value >= max;
  return (
    <div>
      <p id={id} className="text-sm font-semibold text-slate-900">
        Quantity
      </p>
      <div
        role="group"
        aria-labelledby={id}
        className="mt-2 inline-flex items-center rounded-lg border border-slate-300 bg-white"
      >
        <button
          type="button"
          onClick={() => onChange(Math.max(1, value - 1))}
          disabled={value <= 1}
          aria-label="Decrease quantity"
          className="flex h-11 w-11 items-center justify-center rounded-l-lg text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-700 disabled:cursor-not-allowed disabled:text-slate-400"
        >
          <MinusIcon size={18} />
        </button>
        <output aria-live="polite" className="w-12 text-center text-base font-semibold">
          {value}
        </output>
        {/* aria-disabled, not disabled: a focused button that turns disabled drops focus. */}
        <button
          type="button"
          onClick={() => (atMax ? undefined : onChange(value + 1))}
          aria-disabled={atMax || undefined}
          aria-label="Increase quantity"
          className="flex h-11 w-11 items-center justify-center rounded-r-lg text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-700 aria-disabled:cursor-not-allowed aria-disabled:text-slate-400"
        >
          <PlusIcon size={18} />
        </button>
      </div>
      <p aria-live="polite" className="text-sm text-slate-700">
        {atMax ? (
          <span className="mt-2 block">You can add at most {max}: that is all we have left.</span>
        ) : null}
      </p>
    </div>
  );
}

export function ProductNotFound() {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <h1 className="text-2xl font-bold text-slate-900">Product Not Found</h1>
      <p className="mt-4 text-slate-700">
        We couldn&apos;t find the product you&apos;re looking for. It may have been removed or is
        temporarily unavailable.
      </p>
      <Link
        to="/products"
        className="mt-8 rounded-lg bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
      >
        Browse Products
      </Link>
    </div>
  );
}
