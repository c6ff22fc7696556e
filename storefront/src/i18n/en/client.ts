import type { Plural } from '../plural';

/** Texts the framework-free page scripts need. */
export const client = {
  client: {
    cartEmpty: 'Open cart, empty',
    cartItems: { one: 'Open cart, {n} item', other: 'Open cart, {n} items' } as Plural,
    inCart: '{n} in cart',
    dismiss: 'Dismiss notification',
    imageStatus: 'Image {n} of {count}',
    pauseSlideshow: 'Pause slideshow',
    playSlideshow: 'Play slideshow',
    copied: 'Copied!',
    copyLink: 'Copy link',
    toasts: {
      added: { title: 'Added to Cart', description: '{name} has been added to your cart' },
      removed: { title: 'Item Removed', description: '{name} has been removed from your cart.' },
      cleared: { title: 'Cart Cleared', description: 'All items have been removed from your cart.' },
      empty: { title: 'Cart is Empty', description: 'Please add some items to your cart before proceeding.' },
      copyFailed: { title: 'Copy Failed', description: 'Unable to copy URL. Please try again.' },
      sharingFailed: { title: 'Sharing Failed', description: 'Unable to share right now. Please try again.' },
      popupBlocked: { title: 'Popup Blocked', description: 'Please allow popups for this site to share on social networks.' },
      linkCopied: { title: 'Link Copied!', description: 'The product link is on your clipboard.' },
      instagramReady: { title: 'Instagram Ready!', description: 'Caption copied. Paste it into your Instagram post or story.' },
    },
    stock: {
      soldOut: 'Sold out',
      soldOutToast: { title: 'Sold Out', description: '{name} has just sold out and cannot be added to your cart.' },
      goneToast: { title: 'Not Available', description: '{name} is no longer available.' },
      limitToast: {
        title: 'No More Available',
        description: { one: 'Only {n} of {name} is available: your cart holds it.', other: 'Only {n} of {name} are available: your cart holds all of them.' } as Plural,
      },
      clampedToast: {
        title: 'Cart Updated',
        description: { one: 'Only {n} of {name} is left, so your cart now holds {n}.', other: 'Only {n} of {name} are left, so your cart now holds {n}.' } as Plural,
      },
    },
  },
};
