import { CONDITIONS, type Condition } from '@shop/common';

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

/**
 * One demo product: its facts on one line as a table row, then its description. The row's columns, in order:
 * category | name | brand | condition | cost | price | discounted price (- for none) | sizes | colors | material |
 * subcategory | tags | images, then `featured` or `staff only` (archived) where it is one; lists are comma-separated.
 * A row that does not read as a product fails at load, so the demo's own tests catch a typo.
 */
function demo(row: string, description: string): DemoProduct {
  const cols = row.split('|').map((c) => c.trim());
  const [category, name, brand, condition, cost, price, discounted, sizes, colors, material, subcategory, tags, images, shown] = cols;
  const list = (c: string) => c.split(',').map((v) => v.trim());
  const number = (c: string) => {
    const n = Number(c);
    if (!Number.isFinite(n)) throw new Error(`Demo product ${name}: ${c} is not a number`);
    return n;
  };
  if (cols.length < 13 || cols.length > 14) throw new Error(`Demo product ${name}: ${cols.length} columns, 13 or 14 expected`);
  if (!DEMO_CATEGORIES.some((c) => c.key === category)) throw new Error(`Demo product ${name}: no category ${category}`);
  if (!(CONDITIONS as readonly string[]).includes(condition)) throw new Error(`Demo product ${name}: no condition ${condition}`);
  if (shown !== undefined && shown !== 'featured' && shown !== 'staff only') throw new Error(`Demo product ${name}: ${shown}?`);
  return {
    category: category as DemoCategory['key'],
    name,
    brand,
    condition: condition as Condition,
    originalPrice: number(cost),
    sellingPrice: number(price),
    ...(discounted === '-' ? {} : { discountedPrice: number(discounted) }),
    description,
    sizes: list(sizes),
    colors: list(colors),
    material,
    subcategory,
    tags: list(tags),
    ...(shown === 'featured' ? { featured: true } : {}),
    ...(shown === 'staff only' ? { archived: true } : {}),
    images: number(images),
  };
}

/** The demo shop: realistic SAR prices (cost below selling), every condition, two archived (staff-only) items. */
export const DEMO_PRODUCTS: DemoProduct[] = [
  demo(
    'caps | New Era 9FIFTY Lakers Snapback | New Era | NEW | 95 | 149 | - | One Size | Purple, Yellow | Polyester | Snapback | snapback, nba, lakers | 3 | featured',
    'Structured 9FIFTY snapback in Lakers purple with the team logo embroidered on the front and an adjustable snap closure.',
  ),
  demo(
    'caps | New Era 59FIFTY Yankees Fitted | New Era | NEW | 110 | 179 | 159 | S, M, L, XL | Navy | Wool blend | Fitted | fitted, mlb, yankees | 2',
    'The classic fitted cap: wool-blend crown, flat visor and the interlocking NY logo.',
  ),
  demo(
    'caps | KRWN Crown Logo Dad Hat | KRWN | NEW | 60 | 99 | - | One Size | Black, Beige | Cotton twill | Dad hat | krwn, dad hat, streetwear | 2 | featured',
    'Unstructured cotton dad hat with the KRWN crown stitched on the front and a brass buckle strap.',
  ),
  demo(
    'caps | Tambay Jeepney Trucker Cap | Tambay | NEW | 45 | 79 | - | One Size | White, Red | Cotton and mesh | Trucker | tambay, trucker, pinoy | 3 | featured',
    'Mesh-back trucker cap with a hand-drawn Manila jeepney patch. Made in small batches in the Philippines.',
  ),
  demo(
    "caps | '47 Chicago Bulls Clean Up | '47 | SECOND_HAND | 50 | 89 | - | One Size | Red | Cotton | Strapback | bulls, nba, strapback | 1",
    'Relaxed Clean Up strapback in Bulls red, lightly worn, no stains, strap in good order.',
  ),
  demo(
    'caps | Mitchell & Ness SuperSonics Vintage Snapback | Mitchell & Ness | VINTAGE | 140 | 229 | 199 | One Size | Green, Yellow | Wool | Snapback | vintage, nba, snapback, hardwood classics | 2 | featured',
    'Hardwood Classics snapback in SuperSonics green and gold, from the early 2000s run. Green undervisor intact.',
  ),
  demo(
    'caps | Nike Heritage86 Swoosh Cap | Nike | USED | 35 | 69 | - | One Size | Black | Cotton | Dad hat | nike, sport | 1',
    'Everyday Heritage86 cap with a curved brim and embroidered swoosh; washed, some fading on the crown.',
  ),
  demo(
    'caps | Adidas Trefoil 90s Vintage Cap | Adidas | VINTAGE | 80 | 139 | - | One Size | Navy, White | Cotton | Strapback | vintage, adidas, trefoil, 90s | 2',
    'Nineties Trefoil cap with a leather strap, picked from a Cubao thrift shop. Honest wear, clean inside.',
  ),
  demo(
    'caps | Tambay Sari-Sari Corduroy Cap | Tambay | NEW | 55 | 95 | - | One Size | Brown | Corduroy | Six-panel | tambay, corduroy | 1 | staff only',
    'Corduroy six-panel cap with the sari-sari store patch. Not released yet.',
  ),
  demo(
    'caps | Starter Bulls 1992 Collector Snapback | Starter | COLLECTOR | 300 | 520 | - | One Size | Red, Black | Wool | Snapback | vintage, collector, bulls, starter | 3',
    'Original 1992 Starter snapback from the three-peat era, tags still attached. A collector piece.',
  ),
  demo(
    'tees | Nike Air Jordan 90s Vintage Tee | Nike | VINTAGE | 120 | 199 | - | L | White | Cotton | Graphic tee | vintage, jordan, single stitch, 90s | 2',
    'Nineties Jumpman graphic tee, single-stitch hems, soft faded print. Fits true to size.',
  ),
  demo(
    'tees | KRWN Oversized Logo Tee | KRWN | NEW | 55 | 95 | - | S, M, L, XL, XXL | Black, White | Cotton, 240 gsm | Oversized | krwn, streetwear, oversized | 2',
    'Heavyweight oversized tee with a puff-print KRWN logo across the chest.',
  ),
  demo(
    'tees | Tambay Pinoy Pride Graphic Tee | Tambay | NEW | 40 | 75 | 65 | S, M, L, XL, XXL | White, Navy | Cotton | Graphic tee | tambay, pinoy, graphic | 1',
    'Screen-printed tee celebrating Filipino street culture: sun, stars and a jeepney skyline.',
  ),
  demo(
    'tees | Mitchell & Ness Lakers Warm-Up Tee | Mitchell & Ness | SECOND_HAND | 70 | 129 | - | M, L | Purple | Cotton | Sports tee | lakers, nba, warm-up | 2',
    'Lakers warm-up tee with a cracked vintage-style print, worn a few times.',
  ),
  demo(
    'tees | Adidas Originals 80s Ringer Tee | Adidas | VINTAGE | 85 | 149 | - | M | Red, White | Cotton blend | Ringer | vintage, adidas, ringer, 80s | 3',
    'Eighties ringer tee with a Trefoil print and contrast collar and cuffs. Made in the Philippines.',
  ),
  demo(
    'tees | 90s Single-Stitch Band Tee | Hanes | VINTAGE | 150 | 260 | - | XL | Black | Cotton | Band tee | vintage, band, single stitch | 1 | staff only',
    'Nineties tour tee on a Hanes Beefy blank, single-stitch sleeves. Sold at the Friday stall.',
  ),
  demo(
    'tees | Converse Chuck Logo Tee | Converse | USED | 25 | 49 | - | S, M | Gray | Cotton | Logo tee | converse, basic | 1',
    'Soft everyday tee with the Chuck Taylor star patch logo; light pilling.',
  ),
  demo(
    "tees | '47 Red Sox Scrum Tee | '47 | REFURBISHED | 60 | 99 | - | M, L, XL | Navy | Cotton | Sports tee | mlb, red sox, baseball | 2",
    'Scrum tee with a distressed Red Sox print, professionally cleaned and re-hemmed.',
  ),
  demo(
    "shoes | Nike Air Force 1 '07 Low | Nike | NEW | 330 | 499 | 459 | 40, 41, 42, 43, 44, 45 | White | Leather | Low top | nike, air force 1, sneakers | 3 | featured",
    'The all-white classic with a leather upper and Air cushioning. Brand new in box.',
  ),
  demo(
    'shoes | Adidas Samba OG | Adidas | NEW | 300 | 449 | - | 39, 40, 41, 42, 43, 44 | Black, White | Leather and suede | Low top | adidas, samba, terrace | 2',
    'Terrace favourite with a leather upper, suede T-toe and gum sole.',
  ),
  demo(
    'shoes | Vans Old Skool Classic | Vans | SECOND_HAND | 120 | 199 | - | 42 | Black, White | Canvas and suede | Skate | vans, skate, old skool | 2',
    'Canvas and suede Old Skool with the side stripe; soles have plenty of life left.',
  ),
  demo(
    'shoes | Converse Chuck 70 Hi Canvas | Converse | USED | 110 | 189 | - | 41, 42 | Beige | Canvas | High top | converse, chuck 70, canvas | 1',
    'Chuck 70 high tops in parchment canvas with the glossy egret midsole; worn, cleaned, new laces.',
  ),
  demo(
    'shoes | Air Jordan 1 Retro High OG Chicago | Nike | COLLECTOR | 1500 | 2399 | - | 43 | Red, White, Black | Leather | High top | jordan, collector, chicago, retro | 3',
    "2015 retro of the 1985 Chicago colourway, kept in the original box. A collector's pair.",
  ),
  demo(
    'shoes | Vans Sk8-Hi Refurbished | Vans | REFURBISHED | 90 | 159 | - | 40, 41 | Navy, White | Canvas and suede | High top | vans, skate, sk8-hi | 2',
    'Sk8-Hi with the padded collar; deep-cleaned, re-glued sole and fresh insoles.',
  ),
];
