import type { Plural } from '../plural';
import type { stock as enStock } from '../en/stock';

/** Stock as the pages show it. Same keys as en/stock.ts. */
export const stock: typeof enStock = {
  /** المخزون كما تعرضه البطاقات وصفحة المنتج والسلة وإتمام الطلب. */
  stock: {
    soldOut: 'نفدت الكمية',
    onlyLeft: { zero: 'نفدت الكمية', one: 'بقيت قطعة واحدة فقط', two: 'بقيت قطعتان فقط', few: 'بقيت {n} قطع فقط', many: 'بقيت {n} قطعة فقط', other: 'بقيت {n} قطعة فقط' } as Plural,
    lowStock: 'الكمية محدودة',
    sizeSoldOut: 'المقاس {size}، نفدت الكمية',
    sizeOnlyLeft: {
      zero: 'المقاس {size}، نفدت الكمية',
      one: 'المقاس {size}، بقيت قطعة واحدة فقط',
      two: 'المقاس {size}، بقيت قطعتان فقط',
      few: 'المقاس {size}، بقيت {n} قطع فقط',
      many: 'المقاس {size}، بقيت {n} قطعة فقط',
      other: 'المقاس {size}، بقيت {n} قطعة فقط',
    } as Plural,
    addSoldOut: 'نفدت الكمية: هذه القطعة لم تعد متوفرة.',
    soldOutInCart: 'نفدت كمية {name} وأُزيل من سلتك.',
    checkAgain: 'أصبح طلبك يضم ما بقي متوفرًا فقط. اضغط «التالي» مرة أخرى لتأكيده.',
    fewerLeft: {
      one: 'بقيت من {name} قطعة واحدة فقط: أصبحت سلتك تضم قطعة واحدة (كانت {had}).',
      two: 'بقيت من {name} قطعتان فقط: أصبحت سلتك تضم قطعتين (كانت {had}).',
      few: 'بقيت من {name} {n} قطع فقط: أصبحت سلتك تضم {n} قطع (كانت {had}).',
      many: 'بقيت من {name} {n} قطعة فقط: أصبحت سلتك تضم {n} قطعة (كانت {had}).',
      other: 'بقيت من {name} {n} قطعة فقط: أصبحت سلتك تضم {n} قطعة (كانت {had}).',
    } as Plural,
  },
};
