import { Outlet } from 'react-router';

/** Sign-in, registration and password pages: no top bar or footer (spec section 2). */
export default function AuthLayout() {
  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-100 px-4 py-12">
      <Outlet />
    </main>
  );
}
