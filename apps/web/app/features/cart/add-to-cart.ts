import { dismissToasts, toast } from '~/ui/toast';
import { type CartItem, type CartRow } from './cart-rules';
import { cartActions } from './cart-store';

export interface CartProduct {
  id: string;
  name: string;
  image: string;
  price: number;
  sizes: readonly string[];
  /** Stock is kept per colour, so a colour must be chosen too. */
  requiresColor?: boolean;
}

/** What the "Please select a size" and "…a colour" toasts are about: gone once one is chosen. */
export const CHOOSE_SIZE = 'choose-size';
export const CHOOSE_COLOUR = 'choose-colour';

/** The shopper chose a size or a colour: the toast asking for it has done its work. */
export function optionChosen(option: 'size' | 'colour'): void {
  dismissToasts(option === 'size' ? CHOOSE_SIZE : CHOOSE_COLOUR);
}

export interface CartChoice {
  size?: string;
  color?: string;
  quantity: number;
}

function variantText(row: Pick<CartItem, 'selectedSize' | 'selectedColor'>): string {
  const parts = [
    row.selectedSize ? `size ${row.selectedSize}` : '',
    row.selectedColor ? row.selectedColor.toLowerCase() : '',
  ].filter(Boolean);
  return parts.length ? ` (${parts.join(', ')})` : '';
}

/**
 * Adds a product to the cart with the spec's rules and messages (sections 5 and 8): a product
 * with sizes needs one chosen, and so does a colour when stock is kept per colour (the order
 * must say which stock it takes); the same row again raises its quantity. Returns whether it was
 * added.
 */
export function addProductToCart(product: CartProduct, choice: CartChoice): boolean {
  if (product.sizes.length > 0 && !choice.size) {
    toast({
      title: 'Please select a size',
      description: 'You must select a size before adding to cart',
      variant: 'destructive',
      key: CHOOSE_SIZE,
    });
    return false;
  }
  if (product.requiresColor && !choice.color) {
    toast({
      title: 'Please select a colour',
      description: 'You must select a colour before adding to cart',
      variant: 'destructive',
      key: CHOOSE_COLOUR,
    });
    return false;
  }
  const item: CartItem = {
    id: product.id,
    name: product.name,
    image: product.image,
    price: product.price,
    quantity: choice.quantity,
    selectedSize: choice.size,
    selectedColor: choice.color,
  };
  const outcome = cartActions.add(item);
  dismissToasts(CHOOSE_SIZE, CHOOSE_COLOUR);
  toast(
    outcome === 'added'
      ? {
          title: 'Added to cart',
          description: `${product.name}${variantText(item)} is in your cart.`,
        }
      : {
          title: 'Cart updated',
          description: `You now have more of ${product.name}${variantText(item)} in your cart.`,
        },
  );
  return true;
}

export function removeCartRow(row: CartItem) {
  cartActions.remove(row);
  toast({
    title: 'Removed from cart',
    description: `${row.name}${variantText(row)} was removed from your cart.`,
  });
}

export function changeCartQuantity(row: CartRow, quantity: number) {
  cartActions.setQuantity(row, quantity);
}

export function clearCart() {
  cartActions.clear();
  toast({ title: 'Cart cleared', description: 'All items have been removed from your cart.' });
}

/** After an order is placed its items live in the order: the cart empties without a toast. */
export function emptyCartAfterOrder() {
  cartActions.clear();
}
