import { type ReactNode, useEffect, useRef, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { Button } from './button';
import { Spinner } from './states';

export interface NavItem {
  to: string;
  label: string;
  /** Active only on this exact path (the dashboard at "/"). */
  end?: boolean;
}

export interface LayoutShellProps {
  storeName: string;
  userEmail: string;
  userRole: string;
  navItems: readonly NavItem[];
  onSignOut: () => void;
  signingOut?: boolean;
  /** A page is loading after a navigation. */
  busy?: boolean;
  children: ReactNode;
}

const linkBase =
  'flex min-h-11 items-center rounded-lg px-3 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white';

/**
 * The signed-in frame: a sidebar on a wide screen; on a phone, a bar whose menu button opens the
 * same navigation. One <header>, one <nav>, one <main>.
 */
export function LayoutShell({
  storeName,
  userEmail,
  userRole,
  navItems,
  onSignOut,
  signingOut = false,
  busy = false,
  children,
}: LayoutShellProps) {
  const location = useLocation();
  // The phone menu is open on the page where it was opened: navigating closes it.
  const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null);
  const menuOpen = menuOpenOn === location.pathname;
  const setMenuOpen = (open: boolean) => setMenuOpenOn(open ? location.pathname : null);
  const menuButton = useRef<HTMLButtonElement>(null);
  const firstRender = useRef(true);

  // Each in-app navigation moves focus to the new page's heading, so screen readers announce it
  // and the keyboard starts at its top.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    document.querySelector<HTMLElement>('main [data-page-title]')?.focus();
  }, [location.pathname]);

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpenOn(null);
      menuButton.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  return (
    <div className="min-h-dvh md:flex">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-white px-4 py-3 font-semibold text-brand-800 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <header className="bg-slate-900 text-white md:sticky md:top-0 md:flex md:h-dvh md:w-64 md:shrink-0 md:flex-col">
        <div className="flex min-h-14 items-center justify-between gap-3 px-4 md:min-h-20">
          <p className="min-w-0 leading-tight">
            <span className="block truncate font-semibold">{storeName}</span>
            <span className="block text-xs text-slate-300">Back office</span>
          </p>
          <Button
            ref={menuButton}
            variant="ghost"
            size="sm"
            className="text-white hover:bg-slate-700 focus-visible:outline-white md:hidden"
            aria-expanded={menuOpen}
            aria-controls="main-nav"
            onClick={() => setMenuOpen(!menuOpen)}
          >
            <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none">
              <path
                d={menuOpen ? 'M6 6l12 12M18 6L6 18' : 'M4 7h16M4 12h16M4 17h16'}
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
              />
            </svg>
            Menu
          </Button>
        </div>
        <nav
          id="main-nav"
          aria-label="Main"
          className={`${menuOpen ? 'flex' : 'hidden'} flex-col gap-4 border-t border-slate-700 px-3 pt-3 pb-4 md:flex md:flex-1 md:overflow-y-auto`}
        >
          <ul className="space-y-1">
            {navItems.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  end={item.end}
                  className={({ isActive }) =>
                    `${linkBase} ${isActive ? 'bg-slate-700 text-white' : 'text-slate-200 hover:bg-slate-800 hover:text-white'}`
                  }
                >
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
          <div className="border-t border-slate-700 pt-4 md:mt-auto">
            <p className="px-3 text-sm break-words text-slate-200">{userEmail}</p>
            <p className="px-3 text-xs text-slate-300">{userRole}</p>
            <Button
              variant="ghost"
              size="sm"
              className="mt-2 w-full justify-start text-white hover:bg-slate-700 focus-visible:outline-white"
              onClick={onSignOut}
              disabled={signingOut}
            >
              {signingOut ? 'Signing out…' : 'Sign out'}
            </Button>
          </div>
        </nav>
      </header>
      <main id="main" tabIndex={-1} className="min-w-0 flex-1 px-4 py-6 focus:outline-none md:px-8">
        {busy ? (
          <div
            role="status"
            className="fixed top-2 right-2 z-40 flex items-center gap-2 rounded-full bg-white px-3 py-1 text-sm text-slate-800 shadow"
          >
            <Spinner className="size-4" /> Loading…
          </div>
        ) : null}
        <div className="mx-auto max-w-6xl">{children}</div>
      </main>
    </div>
  );
}
