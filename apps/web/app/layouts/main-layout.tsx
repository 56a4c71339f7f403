import { Link, Outlet } from 'react-router';
import { useStoreInfo } from '~/features/store';

/** Top bar, page, footer (spec section 2, main layout). */
export default function MainLayout() {
  const store = useStoreInfo();
  const name = store?.storeName || store?.companyName || 'Store';
  return (
    <div className="flex min-h-screen flex-col">
      <header className="sticky top-0 z-30 border-b border-slate-200 bg-white">
        <div className="mx-auto flex h-16 max-w-7xl items-center px-4">
          <Link to="/" className="text-xl font-bold text-brand-700">
            {name}
          </Link>
        </div>
      </header>
      <main className="flex-1">
        <Outlet />
      </main>
      <footer className="border-t border-slate-200 bg-white py-8 text-center text-sm text-slate-600">
        <p>
          © {new Date().getFullYear()} {store?.companyName ?? name}
        </p>
      </footer>
    </div>
  );
}
