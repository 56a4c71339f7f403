import { NavLink } from 'react-router';
import { useCart } from '~/features/cart';
import { CartIcon, GridIcon, HomeIcon, SearchIcon, UserIcon } from '~/ui/icons';
import { CountBadge } from './top-bar';

const TABS = [
  { to: '/', label: 'Home', Icon: HomeIcon, end: true },
  { to: '/products', label: 'Category', Icon: GridIcon, end: false },
  { to: '/search', label: 'Search', Icon: SearchIcon, end: false },
  { to: '/account', label: 'My Account', Icon: UserIcon, end: false },
  { to: '/cart', label: 'Cart', Icon: CartIcon, end: false },
] as const;

/**
 * Spec section 2: on mobile, a fixed bottom bar with Home, Category, My Account and Cart; and
 * Search (issue 19), whose page holds the search field.
 */
export function MobileTabBar() {
  const { count } = useCart();
  return (
    <nav
      aria-label="Shortcuts"
      className="fixed inset-x-0 bottom-0 z-40 border-t border-slate-200 bg-white pb-[env(safe-area-inset-bottom)] md:hidden"
    >
      <ul className="grid grid-cols-5">
        {TABS.map(({ to, label, Icon, end }) => (
          <li key={to}>
            <NavLink
              to={to}
              end={end}
              className="relative flex h-16 flex-col items-center justify-center gap-1 text-xs font-medium text-slate-700 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-700 aria-[current=page]:text-brand-800"
            >
              <span className="relative">
                <Icon size={22} />
                {to === '/cart' && count > 0 ? (
                  <CountBadge count={count} className="-right-3 -top-2" />
                ) : null}
              </span>
              {label}
              {to === '/cart' && count > 0 ? (
                <span className="sr-only">, {count} items</span>
              ) : null}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
