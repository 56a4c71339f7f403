import { data, Link } from 'react-router';

export function loader() {
  return data(null, { status: 404 });
}

export function meta() {
  return [{ title: 'Page Not Found' }];
}

export default function NotFound() {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <p className="text-6xl font-extrabold text-brand-700">404</p>
      <h1 className="mt-4 text-2xl font-bold">Oops! Page not found</h1>
      <Link
        to="/"
        className="mt-8 rounded-lg bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800"
      >
        Return to Home
      </Link>
    </div>
  );
}
