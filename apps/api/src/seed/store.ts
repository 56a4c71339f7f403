import type { stores } from '../db/schema';

/** The shop served when no other store matches a request's host. */
export const defaultStore = {
  hosts: ['localhost', '127.0.0.1', 'chitrakart.in', 'www.chitrakart.in'],
  isDefault: true,
  storeName: 'ChitraKart',
  companyName: 'Chitra Retail Private Limited',
  companyAddress: 'Shop 14, Lajpat Rai Market, Chandni Chowk, Delhi 110006, India',
  companyPhone: '+91 98110 45672',
  companyEmail: 'care@chitrakart.in',
  description:
    'A family-run Delhi shop, online since 2019: TV wall mounts, HDMI cables, remotes, streaming devices and entertainment units, with everyday clothing and accessories, delivered across India.',
  categories: ['TV & Video Accessories', 'Men', 'Women', 'Accessories', 'Home', 'Personal Care'],
  socialLinks: {
    instagram: 'https://www.instagram.com/chitrakart.in',
    facebook: 'https://www.facebook.com/chitrakart.in',
    twitter: 'https://twitter.com/chitrakart_in',
    youtube: 'https://www.youtube.com/@chitrakart',
  },
  policies: {
    // The other policy slugs use the web's built-in texts; this one shows a store's own HTML.
    shipping: `<h2>Shipping Policy</h2>
<p>{{companyName}} ships every order within one working day.</p>
<ul>
  <li>Free standard shipping on every order, anywhere in India.</li>
  <li>Normal delivery takes 0-7 working days; remote PIN codes may take longer.</li>
  <li>Bulk orders (10 or more units of one item) are delivered in 10-15 business days.</li>
</ul>
<p>Questions about a delivery? Write to {{companyEmail}} or call {{companyPhone}}.</p>
<p>{{companyName}}, {{companyAddress}}</p>`,
  },
  logoUrl: null,
  // Named on the storefront's Grievance Redressal page and in its footer (Consumer Protection
  // (E-Commerce) Rules, 2020, rule 4(4)).
  grievanceOfficer: {
    name: 'Meera Iyer',
    designation: 'Grievance Officer',
    email: 'grievance@chitrakart.in',
    phone: '+91 98110 45000',
  },
  // Registered for GST in Delhi: its tax invoices are numbered CK/26-27/00001 onwards.
  legalName: 'Chitra Retail Private Limited',
  gstin: '07AAECC4321K1ZT',
  registeredAddress: 'Shop 14, Lajpat Rai Market, Chandni Chowk, Delhi 110006, India',
  stateCode: '07',
  // A family shop: aggregate turnover under ₹5 crore, so 4 HSN digits suffice (its codes have 6).
  hsnDigits: 4,
  invoicePrefix: 'CK',
  // PayU and Razorpay are offered once configured; the sandboxes never in production.
  paymentSettings: {
    methods: ['upi', 'cod', 'payu', 'sandbox', 'razorpay', 'razorpay_sandbox'],
    upi: { vpa: 'chitrakart@okaxis', payeeName: 'ChitraKart' },
  },
} satisfies typeof stores.$inferInsert;
