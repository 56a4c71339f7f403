// Only the signed-in guard and the page frame so far; the page itself comes with its own issue.
export function meta() {
  return [{ title: 'Checkout' }];
}

export default function Checkout() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <h1 className="text-3xl font-bold tracking-tight">Checkout</h1>
    </div>
  );
}
