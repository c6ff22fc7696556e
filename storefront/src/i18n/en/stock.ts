import type { Plural } from '../plural';

/** Stock as the pages show it. */
export const stock = {
  /** Stock as cards, product pages, the cart and checkout show it ({n} pieces left, {had} held before). */
  stock: {
    soldOut: 'Sold out',
    onlyLeft: { other: 'Only {n} left' } as Plural,
    lowStock: 'Low stock',
    sizeSoldOut: '{size}, sold out',
    sizeOnlyLeft: { other: '{size}, only {n} left' } as Plural,
    addSoldOut: 'Sold out: this piece is no longer available.',
    soldOutInCart: '{name} has sold out and was removed from your cart.',
    checkAgain: 'Your order now holds only what is still available. Press Next again to confirm it.',
    fewerLeft: { one: 'Only {n} of {name} is left: your cart now holds {n} (was {had}).', other: 'Only {n} of {name} are left: your cart now holds {n} (was {had}).' } as Plural,
  },
};
