/**
 * What the cart's "Login Required" toast is about: it goes once the shopper has signed in or
 * registered, rather than linger over the page that follows. A module of its own: the cart
 * imports it, and auth-messages would bring the contract (and zod) onto the cart's first load.
 */
export const LOGIN_REQUIRED_TOAST = 'login-required';
