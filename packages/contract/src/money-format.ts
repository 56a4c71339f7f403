// Paise as people read rupees. This module imports no zod, so the web app's browser bundle can
// use it.

const wholeRupees = /* @__PURE__ */ new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 0,
});
const rupeesAndPaise = /* @__PURE__ */ new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** "₹10,000", "₹49.50": paise as the storefront shows rupees. */
export const formatPaise = (paise: number) =>
  paise % 100 === 0 ? wholeRupees.format(paise / 100) : rupeesAndPaise.format(paise / 100);

/** "₹1,234.50", "₹1,499.00": paise to the paisa, for a refusal's or a reason's words. */
export const formatPaiseExact = (paise: number) => rupeesAndPaise.format(paise / 100);
