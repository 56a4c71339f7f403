import { useEffect } from 'react';
import { Outlet, useLocation, useNavigation } from 'react-router';
import { ProductDetailSkeleton } from '~/features/catalog';
import { useStoreInfo } from '~/features/store';
import { toast } from '~/ui/toast';
import { MobileTabBar } from './mobile-tab-bar';
import { SiteFooter } from './site-footer';
import { TopBar } from './top-bar';

// Once per page load: the store information is fetched with the document only.
let storeFailureShown = false;

/** Top bar, page, footer and the mobile bottom bar (spec section 2, main layout). */
export default function MainLayout() {
  const storeInfo = useStoreInfo();
  const location = useLocation();
  const navigation = useNavigation();

  useEffect(() => {
    // Spec section 8: the store information failed to load (the shell shows its defaults).
    if (storeInfo || storeFailureShown) return;
    storeFailureShown = true;
    toast({
      title: 'Failed to load store information. Please refresh the page.',
      variant: 'destructive',
    });
  }, [storeInfo]);

  // A product page's title and share tags need the product, so its loader is not deferred; its
  // skeleton shows here while the next product loads (spec section 2: loading shows a skeleton).
  const loadingProduct =
    navigation.state === 'loading' &&
    navigation.location.pathname.startsWith('/product/') &&
    navigation.location.pathname !== location.pathname;

  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main-content"
        className="sr-only z-50 rounded-lg bg-white px-4 py-2 font-semibold text-brand-800 focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        Skip to content
      </a>
      <TopBar />
      <main id="main-content" tabIndex={-1} className="flex-1 outline-none">
        {loadingProduct ? <ProductDetailSkeleton /> : <Outlet />}
      </main>
      <SiteFooter />
      <MobileTabBar />
    </div>
  );
}
