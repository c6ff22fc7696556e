import type { Condition } from '@shop/common';

export type ArtKind = 'cap' | 'tee' | 'shoe';

export interface DemoCategory {
  key: 'caps' | 'tees' | 'shoes';
  name: string;
  description: string;
  sortOrder: number;
  art: ArtKind;
  color: string;
}

export interface DemoProduct {
  category: DemoCategory['key'];
  name: string;
  brand: string;
  condition: Condition;
  originalPrice: number;
  sellingPrice: number;
  discountedPrice?: number;
  description: string;
  sizes: string[];
  colors: string[];
  material?: string;
  subcategory?: string;
  tags: string[];
  featured?: boolean;
  /** Seen by staff only (not publicly visible). */
  archived?: boolean;
  images: number;
}

export const DEMO_CATEGORIES: DemoCategory[] = [
  {
    key: 'caps',
    name: 'Caps',
    description: 'Snapbacks, fitteds, dad hats and truckers: new drops and vintage finds from Manila.',
    sortOrder: 1,
    art: 'cap',
    color: 'Navy',
  },
  {
    key: 'tees',
    name: 'Vintage T-Shirts',
    description: 'Single-stitch classics, sports tees and local graphic prints, checked and cleaned before shipping.',
    sortOrder: 2,
    art: 'tee',
    color: 'Maroon',
  },
  {
    key: 'shoes',
    name: 'Shoes',
    description: 'Sneakers and skate shoes, from deadstock pairs to well-kept second-hand.',
    sortOrder: 3,
    art: 'shoe',
    color: 'Olive',
  },
];

const CAP_SIZES = ['One Size'];
const FITTED = ['S', 'M', 'L', 'XL'];
const TEE_SIZES = ['S', 'M', 'L', 'XL', 'XXL'];

/** The demo shop: realistic SAR prices (cost below selling), every condition, two archived (staff-only) items. */
export const DEMO_PRODUCTS: DemoProduct[] = [
  { category: 'caps', name: 'New Era 9FIFTY Lakers Snapback', brand: 'New Era', condition: 'NEW', originalPrice: 95, sellingPrice: 149,
    description: 'Structured 9FIFTY snapback in Lakers purple with the team logo embroidered on the front and an adjustable snap closure.',
    sizes: CAP_SIZES, colors: ['Purple', 'Yellow'], material: 'Polyester', subcategory: 'Snapback', tags: ['snapback', 'nba', 'lakers'], featured: true, images: 3 },
  { category: 'caps', name: 'New Era 59FIFTY Yankees Fitted', brand: 'New Era', condition: 'NEW', originalPrice: 110, sellingPrice: 179, discountedPrice: 159,
    description: 'The classic fitted cap: wool-blend crown, flat visor and the interlocking NY logo.',
    sizes: FITTED, colors: ['Navy'], material: 'Wool blend', subcategory: 'Fitted', tags: ['fitted', 'mlb', 'yankees'], images: 2 },
  { category: 'caps', name: 'KRWN Crown Logo Dad Hat', brand: 'KRWN', condition: 'NEW', originalPrice: 60, sellingPrice: 99,
    description: 'Unstructured cotton dad hat with the KRWN crown stitched on the front and a brass buckle strap.',
    sizes: CAP_SIZES, colors: ['Black', 'Beige'], material: 'Cotton twill', subcategory: 'Dad hat', tags: ['krwn', 'dad hat', 'streetwear'], featured: true, images: 2 },
  { category: 'caps', name: 'Tambay Jeepney Trucker Cap', brand: 'Tambay', condition: 'NEW', originalPrice: 45, sellingPrice: 79,
    description: 'Mesh-back trucker cap with a hand-drawn Manila jeepney patch. Made in small batches in the Philippines.',
    sizes: CAP_SIZES, colors: ['White', 'Red'], material: 'Cotton and mesh', subcategory: 'Trucker', tags: ['tambay', 'trucker', 'pinoy'], featured: true, images: 3 },
  { category: 'caps', name: "'47 Chicago Bulls Clean Up", brand: "'47", condition: 'SECOND_HAND', originalPrice: 50, sellingPrice: 89,
    description: 'Relaxed Clean Up strapback in Bulls red, lightly worn, no stains, strap in good order.',
    sizes: CAP_SIZES, colors: ['Red'], material: 'Cotton', subcategory: 'Strapback', tags: ['bulls', 'nba', 'strapback'], images: 1 },
  { category: 'caps', name: 'Mitchell & Ness SuperSonics Vintage Snapback', brand: 'Mitchell & Ness', condition: 'VINTAGE', originalPrice: 140, sellingPrice: 229, discountedPrice: 199,
    description: 'Hardwood Classics snapback in SuperSonics green and gold, from the early 2000s run. Green undervisor intact.',
    sizes: CAP_SIZES, colors: ['Green', 'Yellow'], material: 'Wool', subcategory: 'Snapback', tags: ['vintage', 'nba', 'snapback', 'hardwood classics'], featured: true, images: 2 },
  { category: 'caps', name: 'Nike Heritage86 Swoosh Cap', brand: 'Nike', condition: 'USED', originalPrice: 35, sellingPrice: 69,
    description: 'Everyday Heritage86 cap with a curved brim and embroidered swoosh; washed, some fading on the crown.',
    sizes: CAP_SIZES, colors: ['Black'], material: 'Cotton', subcategory: 'Dad hat', tags: ['nike', 'sport'], images: 1 },
  { category: 'caps', name: 'Adidas Trefoil 90s Vintage Cap', brand: 'Adidas', condition: 'VINTAGE', originalPrice: 80, sellingPrice: 139,
    description: 'Nineties Trefoil cap with a leather strap, picked from a Cubao thrift shop. Honest wear, clean inside.',
    sizes: CAP_SIZES, colors: ['Navy', 'White'], material: 'Cotton', subcategory: 'Strapback', tags: ['vintage', 'adidas', 'trefoil', '90s'], images: 2 },
  { category: 'caps', name: 'Tambay Sari-Sari Corduroy Cap', brand: 'Tambay', condition: 'NEW', originalPrice: 55, sellingPrice: 95,
    description: 'Corduroy six-panel cap with the sari-sari store patch. Not released yet.',
    sizes: CAP_SIZES, colors: ['Brown'], material: 'Corduroy', subcategory: 'Six-panel', tags: ['tambay', 'corduroy'], archived: true, images: 1 },
  { category: 'caps', name: 'Starter Bulls 1992 Collector Snapback', brand: 'Starter', condition: 'COLLECTOR', originalPrice: 300, sellingPrice: 520,
    description: 'Original 1992 Starter snapback from the three-peat era, tags still attached. A collector piece.',
    sizes: CAP_SIZES, colors: ['Red', 'Black'], material: 'Wool', subcategory: 'Snapback', tags: ['vintage', 'collector', 'bulls', 'starter'], images: 3 },
  { category: 'tees', name: 'Nike Air Jordan 90s Vintage Tee', brand: 'Nike', condition: 'VINTAGE', originalPrice: 120, sellingPrice: 199,
    description: 'Nineties Jumpman graphic tee, single-stitch hems, soft faded print. Fits true to size.',
    sizes: ['L'], colors: ['White'], material: 'Cotton', subcategory: 'Graphic tee', tags: ['vintage', 'jordan', 'single stitch', '90s'], images: 2 },
  { category: 'tees', name: 'KRWN Oversized Logo Tee', brand: 'KRWN', condition: 'NEW', originalPrice: 55, sellingPrice: 95,
    description: 'Heavyweight oversized tee with a puff-print KRWN logo across the chest.',
    sizes: TEE_SIZES, colors: ['Black', 'White'], material: 'Cotton, 240 gsm', subcategory: 'Oversized', tags: ['krwn', 'streetwear', 'oversized'], images: 2 },
  { category: 'tees', name: 'Tambay Pinoy Pride Graphic Tee', brand: 'Tambay', condition: 'NEW', originalPrice: 40, sellingPrice: 75, discountedPrice: 65,
    description: 'Screen-printed tee celebrating Filipino street culture: sun, stars and a jeepney skyline.',
    sizes: TEE_SIZES, colors: ['White', 'Navy'], material: 'Cotton', subcategory: 'Graphic tee', tags: ['tambay', 'pinoy', 'graphic'], images: 1 },
  { category: 'tees', name: 'Mitchell & Ness Lakers Warm-Up Tee', brand: 'Mitchell & Ness', condition: 'SECOND_HAND', originalPrice: 70, sellingPrice: 129,
    description: 'Lakers warm-up tee with a cracked vintage-style print, worn a few times.',
    sizes: ['M', 'L'], colors: ['Purple'], material: 'Cotton', subcategory: 'Sports tee', tags: ['lakers', 'nba', 'warm-up'], images: 2 },
  { category: 'tees', name: 'Adidas Originals 80s Ringer Tee', brand: 'Adidas', condition: 'VINTAGE', originalPrice: 85, sellingPrice: 149,
    description: 'Eighties ringer tee with a Trefoil print and contrast collar and cuffs. Made in the Philippines.',
    sizes: ['M'], colors: ['Red', 'White'], material: 'Cotton blend', subcategory: 'Ringer', tags: ['vintage', 'adidas', 'ringer', '80s'], images: 3 },
  { category: 'tees', name: '90s Single-Stitch Band Tee', brand: 'Hanes', condition: 'VINTAGE', originalPrice: 150, sellingPrice: 260,
    description: 'Nineties tour tee on a Hanes Beefy blank, single-stitch sleeves. Sold at the Friday stall.',
    sizes: ['XL'], colors: ['Black'], material: 'Cotton', subcategory: 'Band tee', tags: ['vintage', 'band', 'single stitch'], archived: true, images: 1 },
  { category: 'tees', name: 'Converse Chuck Logo Tee', brand: 'Converse', condition: 'USED', originalPrice: 25, sellingPrice: 49,
    description: 'Soft everyday tee with the Chuck Taylor star patch logo; light pilling.',
    sizes: ['S', 'M'], colors: ['Gray'], material: 'Cotton', subcategory: 'Logo tee', tags: ['converse', 'basic'], images: 1 },
  { category: 'tees', name: "'47 Red Sox Scrum Tee", brand: "'47", condition: 'REFURBISHED', originalPrice: 60, sellingPrice: 99,
    description: 'Scrum tee with a distressed Red Sox print, professionally cleaned and re-hemmed.',
    sizes: ['M', 'L', 'XL'], colors: ['Navy'], material: 'Cotton', subcategory: 'Sports tee', tags: ['mlb', 'red sox', 'baseball'], images: 2 },
  { category: 'shoes', name: "Nike Air Force 1 '07 Low", brand: 'Nike', condition: 'NEW', originalPrice: 330, sellingPrice: 499, discountedPrice: 459,
    description: 'The all-white classic with a leather upper and Air cushioning. Brand new in box.',
    sizes: ['40', '41', '42', '43', '44', '45'], colors: ['White'], material: 'Leather', subcategory: 'Low top', tags: ['nike', 'air force 1', 'sneakers'], featured: true, images: 3 },
  { category: 'shoes', name: 'Adidas Samba OG', brand: 'Adidas', condition: 'NEW', originalPrice: 300, sellingPrice: 449,
    description: 'Terrace favourite with a leather upper, suede T-toe and gum sole.',
    sizes: ['39', '40', '41', '42', '43', '44'], colors: ['Black', 'White'], material: 'Leather and suede', subcategory: 'Low top', tags: ['adidas', 'samba', 'terrace'], images: 2 },
  { category: 'shoes', name: 'Vans Old Skool Classic', brand: 'Vans', condition: 'SECOND_HAND', originalPrice: 120, sellingPrice: 199,
    description: 'Canvas and suede Old Skool with the side stripe; soles have plenty of life left.',
    sizes: ['42'], colors: ['Black', 'White'], material: 'Canvas and suede', subcategory: 'Skate', tags: ['vans', 'skate', 'old skool'], images: 2 },
  { category: 'shoes', name: 'Converse Chuck 70 Hi Canvas', brand: 'Converse', condition: 'USED', originalPrice: 110, sellingPrice: 189,
    description: 'Chuck 70 high tops in parchment canvas with the glossy egret midsole; worn, cleaned, new laces.',
    sizes: ['41', '42'], colors: ['Beige'], material: 'Canvas', subcategory: 'High top', tags: ['converse', 'chuck 70', 'canvas'], images: 1 },
  { category: 'shoes', name: 'Air Jordan 1 Retro High OG Chicago', brand: 'Nike', condition: 'COLLECTOR', originalPrice: 1500, sellingPrice: 2399,
    description: "2015 retro of the 1985 Chicago colourway, kept in the original box. A collector's pair.",
    sizes: ['43'], colors: ['Red', 'White', 'Black'], material: 'Leather', subcategory: 'High top', tags: ['jordan', 'collector', 'chicago', 'retro'], images: 3 },
  { category: 'shoes', name: 'Vans Sk8-Hi Refurbished', brand: 'Vans', condition: 'REFURBISHED', originalPrice: 90, sellingPrice: 159,
    description: 'Sk8-Hi with the padded collar; deep-cleaned, re-glued sole and fresh insoles.',
    sizes: ['40', '41'], colors: ['Navy', 'White'], material: 'Canvas and suede', subcategory: 'High top', tags: ['vans', 'skate', 'sk8-hi'], images: 2 },
];
