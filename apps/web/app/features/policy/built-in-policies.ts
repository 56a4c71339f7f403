import type { PolicySlug } from '@storefront/contract';

/**
 * The texts used when the store supplies none (spec section 2), with the spec's claims (section 9):
 * refunds in 0-7 working days, cancellation or return within 0-7 days of receipt, delivery in 0-7
 * working days, bulk orders in 10-15 business days, grievances Monday - Friday (10:00 - 17:00).
 */
export const BUILT_IN_POLICIES: Record<PolicySlug, string> = {
  terms: `<p>Welcome to {{companyName}}. By using this website and placing an order you agree to these terms. Please read them carefully.</p>
<h2>Orders and prices</h2>
<p>All prices are in Indian rupees (INR) and include applicable taxes. An order is confirmed once payment is received, or once a cash-on-delivery order is accepted. We may cancel an order if a product is out of stock or was listed at a wrong price; any amount paid is then refunded in full.</p>
<h2>Products</h2>
<p>We describe and photograph every product as accurately as we can. Small differences in colour may arise from your screen's settings.</p>
<h2>Your account</h2>
<p>You are responsible for keeping your password secret and for all activity under your account.</p>
<h2>Governing law</h2>
<p>These terms are governed by the laws of India. Disputes fall under the jurisdiction of the courts where {{companyName}} is registered.</p>
<h2>Grievance officer</h2>
<p>Write to {{companyEmail}} or call {{companyPhone}}, Monday - Friday (10:00 - 17:00). Our address: {{companyAddress}}.</p>`,

  privacy: `<p>{{companyName}} respects your privacy. This policy explains what we collect and why.</p>
<h2>What we collect</h2>
<ul>
  <li>Your name, e-mail address, phone number and shipping address when you register or order.</li>
  <li>Your order history, so you can track orders and we can serve you.</li>
  <li>Technical data such as your browser type, to keep the site secure and working.</li>
</ul>
<h2>How we use it</h2>
<p>We use your details only to process and deliver orders, to answer your questions and, if you subscribe, to send our newsletter. We never sell your personal data.</p>
<h2>Payments</h2>
<p>Card and UPI payments are handled by our payment partners; we do not store your card details.</p>
<h2>Your choices</h2>
<p>You may ask us to correct or delete your data at any time by writing to {{companyEmail}}.</p>
<h2>Grievance officer</h2>
<p>Call {{companyPhone}}, Monday - Friday (10:00 - 17:00), or write to {{companyName}}, {{companyAddress}}.</p>`,

  refund: `<p>We want you to be happy with every purchase from {{companyName}}.</p>
<h2>When you get a refund</h2>
<ul>
  <li>An order cancelled before it ships.</li>
  <li>A product returned under our return policy.</li>
  <li>A product that arrived damaged or was not what you ordered.</li>
</ul>
<h2>How long it takes</h2>
<p>Once we approve a refund, the money reaches your original payment method in 0-7 working days. Cash-on-delivery orders are refunded by bank transfer.</p>
<h2>Questions</h2>
<p>Write to {{companyEmail}} or call {{companyPhone}}, Monday - Friday (10:00 - 17:00).</p>`,

  return: `<p>Not quite right? You can cancel or return most products within 0-7 days of receipt.</p>
<h2>Conditions</h2>
<ul>
  <li>The product is unused, in its original packaging, with all tags and accessories.</li>
  <li>Innerwear, personal care products and items marked non-returnable cannot be returned.</li>
</ul>
<h2>How to return</h2>
<p>Write to {{companyEmail}} or call {{companyPhone}} with your order number. We arrange a pickup from your address or tell you where to send the parcel: {{companyName}}, {{companyAddress}}.</p>
<p>Once the product reaches us and passes inspection, your refund follows our refund policy.</p>`,

  shipping: `<p>{{companyName}} delivers across India.</p>
<ul>
  <li>Shipping is free on every order.</li>
  <li>Normal delivery takes 0-7 working days; remote areas may take longer.</li>
  <li>Bulk orders are delivered in 10-15 business days.</li>
</ul>
<p>You can follow your parcel from the Track Order page. Questions about a delivery? Write to {{companyEmail}} or call {{companyPhone}}, Monday - Friday (10:00 - 17:00).</p>`,

  about: `<p>{{companyName}} brings you TV and video accessories — wall mounts, HDMI cables, remote controls, streaming devices and entertainment units — along with everyday clothing and accessories, at fair prices and delivered across India.</p>
<h2>Why shop with us</h2>
<ul>
  <li>Products we check before they ship.</li>
  <li>Free shipping on every order.</li>
  <li>UPI, cards and cash on delivery.</li>
  <li>Real people to help: {{companyEmail}}, {{companyPhone}}.</li>
</ul>
<h2>Visit us</h2>
<p>{{companyAddress}}</p>`,
};

/**
 * The built-in texts' words of free shipping, and what they say instead where the store charges
 * for delivery somewhere or does not serve every PIN code (StoreInfo.freeShippingEverywhere).
 */
export const FREE_SHIPPING_WORDS: readonly [string, string][] = [
  [
    '<li>Shipping is free on every order.</li>',
    '<li>Delivery charges, where they apply, are shown for your PIN code in the cart and at checkout, before you pay.</li>',
  ],
  [
    '<li>Free shipping on every order.</li>',
    '<li>Delivery days and charges shown for your PIN code before you pay.</li>',
  ],
];
