/** The Settings card with the product feed addresses for the sales channels. */
export default {
  title: 'Sales channels',
  intro:
    'Instagram, Facebook and WhatsApp (through Meta Commerce Manager) and Google Shopping (through Merchant Center) show your products from these feeds. They update by themselves when a product, its price or its stock changes; hidden and archived products are left out.',
  englishFeed: 'English feed',
  arabicFeed: 'Arabic feed',
  /** one part file of a feed split in several */
  feedPart: '%{feed} %{n}',
  copy: 'Copy',
  /** the copy button's name for screen readers: which address it copies */
  copyFeed: 'Copy %{feed}',
  copied: 'Feed address copied',
  copyFailed: 'Could not copy: select the address and copy it by hand',
  metaHow: 'Commerce Manager: Catalogue → Data sources → Add items → Data feed → Scheduled feed, paste the address and choose daily or hourly.',
  googleHow:
    'Merchant Center: Products → Feeds → Add primary feed → Scheduled fetch, paste the address; add the Arabic feed as a second feed with language Arabic.',
  partsNote: 'Your catalog is split into several files: add each address below as its own feed.',
};
