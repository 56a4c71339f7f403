import { useCallback, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useCart } from '~/features/cart';
import { categoryHref, parseListingSearch } from '~/features/catalog';
import { SearchBox } from '~/features/search';
import { useStoreDetails } from '~/features/store';
import { useApiBase } from '~/lib/api-base-context';
import { resolveImageUrl, uploadedImageSrcSet } from '~/lib/api-base';
import { useAuthToken } from '~/lib/use-auth-token';
import { buttonClasses } from '~/ui/button';
import { CartIcon, CloseIcon, MenuIcon, UserIcon } from '~/ui/icons';
import { useScrolledPast } from './use-scrolled-past';

/** Spec section 9: the top bar becomes opaque after 20 px of scrolling. */
const OPAQUE_AFTER_PX = 20;

const navLink =
  'rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-brand-700 aria-[current=page]:text-brand-800 aria-[current=page]:font-semibold';

/** Spec section 2, top bar. */
export function TopBar() {
  const store = useStoreDetails();
  const location = useLocation();
  // The menu belongs to the page it was opened on: any navigation closes it.
  const [menuOpenAt, setMenuOpenAt] = useState<string | null>(null);
  const menuOpen = menuOpenAt === location.key;
  const scrolled = useScrolledPast(OPAQUE_AFTER_PX);
  const links = [
    ...store.shownCategories.map((name) => ({ label: name, to: categoryHref(name) })),
    { label: 'All Products', to: '/products' },
  ];
  // A category link is the current page whatever page or sub-category of it is shown (read as the
  // listing reads it, so a page cached for its normalised address hydrates alike).
  const shown = parseListingSearch(new URLSearchParams(location.search));
  const current = (to: string) => {
    const link = new URL(to, 'http://link');
    const category = link.searchParams.get('category') ?? '';
    // The featured products are not All Products.
    return location.pathname === link.pathname &&
      (shown.category ?? '') === category &&
      !shown.featured
      ? 'page'
      : undefined;
  };

  return (
    <header
      data-opaque={scrolled || menuOpen}
      className={`sticky top-0 z-40 border-b transition-[background-color,box-shadow] duration-200 ${
        scrolled || menuOpen
          ? 'border-slate-200 bg-white shadow-sm'
          : 'border-transparent bg-white/70 backdrop-blur'
      }`}
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4">
        <button
          type="button"
          className="-ml-2 flex h-11 w-11 items-center justify-center rounded-lg text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-700 md:hidden"
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          aria-label={menuOpen ? 'Close menu' : 'Open menu'}
          onClick={() => setMenuOpenAt(menuOpen ? null : location.key)}
        >
          {menuOpen ? <CloseIcon /> : <MenuIcon />}
        </button>
        <Link
          to="/"
          className="min-w-0 truncate rounded text-xl font-extrabold tracking-tight text-brand-800 focus-visible:outline-2 focus-visible:outline-brand-700"
        >
          {store.logoUrl ? <StoreLogo url={store.logoUrl} name={store.name} /> : store.name}
        </Link>
        <nav aria-label="Main" className="ml-6 hidden md:block">
          <ul className="flex items-center gap-1">
            {links.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={navLink} aria-current={current(link.to)}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <SearchBox
          label="Search the shop"
          className="ml-auto hidden max-w-sm min-w-32 flex-1 md:block"
        />
        <div className="ml-auto flex items-center gap-2">
          <CartLink />
          <AccountLink />
        </div>
      </div>
      {menuOpen ? (
        <nav
          id="mobile-menu"
          aria-label="Menu"
          className="border-t border-slate-200 bg-white md:hidden"
        >
          <SearchBox label="Search the shop" className="mx-4 mt-3" />
          <ul className="mx-auto flex max-w-7xl flex-col px-2 py-2">
            {links.map((link) => (
              <li key={link.to}>
                <Link
                  to={link.to}
                  className={`${navLink} block py-3 text-base`}
                  aria-current={current(link.to)}
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </header>
  );
}

/**
 * The store's logo in the top bar, named by the store (its alt text is the home link's name); the
 * name in words if the picture cannot load. An upload comes from the API at the width it needs.
 */
function StoreLogo({ url, name }: { url: string; name: string }) {
  const apiBase = useApiBase();
  const src = resolveImageUrl(url, apiBase);
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  // A server-rendered picture can fail before hydration, when no onError handler listened yet.
  const detectEarlyFailure = useCallback(
    (img: HTMLImageElement | null) => {
      if (img?.complete && img.naturalWidth === 0) setFailedSrc(src);
    },
    [src],
  );
  if (failedSrc === src) return <>{name}</>;
  return (
    <img
      ref={detectEarlyFailure}
      src={src}
      srcSet={uploadedImageSrcSet(url, apiBase)}
      sizes="160px"
      alt={name}
      width={160}
      height={40}
      decoding="async"
      onError={() => setFailedSrc(src)}
      className="block h-10 w-auto max-w-32 object-contain object-left sm:max-w-40"
    />
  );
}

function CartLink() {
  const { count } = useCart();
  return (
    <Link
      to="/cart"
      aria-label={count > 0 ? `Cart, ${count} ${count === 1 ? 'item' : 'items'}` : 'Cart'}
      className="relative flex h-11 w-11 items-center justify-center rounded-lg text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-700"
    >
      <CartIcon size={22} />
      {count > 0 ? <CountBadge count={count} className="right-0.5 top-0.5" /> : null}
    </Link>
  );
}

/** The cart's item count over its icon; the link around it says the count in words. */
export function CountBadge({ count, className }: { count: number; className: string }) {
  return (
    <span
      aria-hidden="true"
      data-testid="cart-count"
      className={`absolute ${className} flex h-5 min-w-5 items-center justify-center rounded-full bg-accent-400 px-1 text-xs font-bold text-slate-900`}
    >
      {count > 99 ? '99+' : count}
    </span>
  );
}

/** Spec section 2: the account icon when signed in, otherwise a Login button. */
function AccountLink() {
  const token = useAuthToken();
  if (token) {
    return (
      <Link
        to="/account"
        aria-label="My Account"
        className="flex h-11 w-11 items-center justify-center rounded-lg text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-700"
      >
        <UserIcon size={22} />
      </Link>
    );
  }
  return (
    <Link to="/login" className={buttonClasses('primary', 'sm')}>
      Login
    </Link>
  );
}
