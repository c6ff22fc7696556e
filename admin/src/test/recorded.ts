/** Answers recorded from the shop API (docs/api-contract.md shapes), used by the provider tests. */
export const ownerUser = {
  id: 'cowner000000000000000000001',
  name: 'Nadia Owner',
  email: 'owner@example.com',
  role: 'OWNER',
  lastLoginAt: '2026-11-22T10:00:00.000Z',
  disabled: false,
  permissions: {
    dashboardAccess: true,
    categoryView: true,
    categoryCreate: true,
    categoryUpdate: true,
    productView: true,
    productCreate: true,
    productUpdate: true,
    salesView: true,
    salesRecord: true,
    reviewApprove: true,
    inquiryView: true,
    settingsUpdate: true,
    userManage: true,
    productDelete: true,
    salesDelete: true,
  },
};
export const adminUser = {
  ...ownerUser,
  id: 'cadmin000000000000000000001',
  name: 'Sami Admin',
  email: 'admin@example.com',
  role: 'ADMIN',
  permissions: { ...ownerUser.permissions, settingsUpdate: false, userManage: false, productDelete: false, salesDelete: false },
};
export const loginAnswer = { data: { accessToken: 'access-1', refreshToken: 'refresh-1', user: ownerUser } };
export const refreshAnswer = { data: { accessToken: 'access-2', refreshToken: 'refresh-2' } };

export const capsCategory = {
  id: 'ccaps00000000000000000000a',
  name: 'Retro Caps',
  description: 'Snapbacks from the 90s',
  image: '/uploads/category/caps.png',
  cloudinaryId: 'category/caps',
  sortOrder: 1,
  publiclyVisible: true,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
  _count: { products: 3 },
};
export const shoesCategory = {
  ...capsCategory,
  id: 'cshoes0000000000000000000a',
  name: 'Shoes',
  description: 'Sneakers',
  sortOrder: 2,
  publiclyVisible: false,
  _count: { products: 0 },
};
export const product = {
  id: 'cprod000000000000000000001',
  name: 'Chicago Bulls Snapback',
  brand: 'Starter',
  description: 'Original 1993 snapback',
  condition: 'VINTAGE',
  material: 'Wool',
  subcategory: null,
  sizes: ['One Size'],
  colors: ['Red'],
  tags: ['nba'],
  featured: false,
  publiclyVisible: true,
  archived: false,
  originalPrice: 80,
  sellingPrice: 150,
  discountedPrice: null,
  currency: 'SAR',
  categoryId: capsCategory.id,
  category: { id: capsCategory.id, name: capsCategory.name },
  images: [{ id: 'cimg0000000000000000000001', url: '/uploads/product/a.png', cloudinaryId: 'product/a', alt: 'a.png', order: 0, isPrimary: true }],
  createdAt: '2026-11-02T00:00:00.000Z',
  updatedAt: '2026-11-02T00:00:00.000Z',
};
export const productPage = { data: { products: [product], pagination: { total: 42, totalPages: 5, page: 1, limit: 10 } } };
export const sale = {
  id: 'csale000000000000000000001',
  productId: product.id,
  product: { id: product.id, name: product.name, brand: product.brand, images: product.images },
  saleDate: '2026-11-20T00:00:00.000Z',
  platform: 'INSTAGRAM',
  originalPrice: 80,
  sellingPrice: 150,
  discountedPrice: null,
  finalPrice: 150,
  totalEarnings: 70,
  customerName: 'Faisal',
  customerLocation: 'Riyadh',
  saleNotes: null,
};
export const otherSale = { ...sale, id: 'csale000000000000000000002', platform: 'PHYSICAL_STORE', customerName: 'Omar', customerLocation: 'Jeddah' };
export const salesPage = { data: { sales: [sale, otherSale], pagination: { total: 2, totalPages: 1, page: 1, limit: 100 } } };
export const analytics = {
  data: {
    totalRevenue: 300,
    totalSales: 2,
    averageSaleValue: 150,
    salesByPlatform: [
      { platform: 'INSTAGRAM', count: 1, totalEarnings: 70 },
      { platform: 'PHYSICAL_STORE', count: 1, totalEarnings: 70 },
    ],
    topProducts: [{ product: { id: product.id, name: product.name, brand: product.brand }, salesCount: 2, totalEarnings: 140 }],
    revenueByDay: [{ date: '2026-11-20', revenue: 300, count: 2 }],
  },
};
export const settings = {
  logoUrl: 'https://shop.example/logo.png',
  brandUrl: 'https://shop.example',
  businessName: 'Retro Cap Shop',
  businessAddress: 'Souq Al Zal, Riyadh',
  businessEmail: 'hello@shop.example',
  tagline: 'Vintage from Manila to Riyadh',
  description: 'Retro caps, shirts and shoes',
  businessPhone: null,
  businessTelephone: null,
  ownerName: 'Nadia Owner',
  ownerEmail: 'owner@example.com',
  whatsappNumber: '+966500000000',
  viberNumber: null,
  facebookUrl: null,
  instagramUrl: 'https://instagram.com/retrocaps',
  twitterUrl: null,
  youtubeUrl: null,
  messengerUrl: null,
  updatedAt: '2026-11-20T00:00:00.000Z',
};
export const uploadConfig = {
  data: { allowedFileTypes: ['jpeg', 'jpg', 'png'], maxFileSizeMB: 5, maxImages: 5, environment: 'dev', folder: 'product' },
};
export const uploadAnswer = {
  data: {
    images: [
      { id: 'cimg0000000000000000000002', url: '/uploads/product/b.png', cloudinaryId: 'product/b', alt: 'b.png', order: 0 },
      { id: 'cimg0000000000000000000003', url: '/uploads/product/c.png', cloudinaryId: 'product/c', alt: 'c.png', order: 1 },
    ],
  },
};
export const summary = {
  data: {
    totalProducts: 12,
    productsChangePercent: 20,
    salesThisMonth: 1500.5,
    salesChangePercent: -10,
    pendingReviews: 0,
    newInquiries: 0,
    recentActivity: [
      {
        id: 'cact0000000000000000000001',
        action: 'created',
        entityType: 'product',
        entityId: product.id,
        entityName: product.name,
        userName: 'Nadia Owner',
        createdAt: '2026-11-22T09:00:00.000Z',
      },
    ],
  },
};
export const validationError = {
  statusCode: 400,
  message: 'Product name is required',
  error: 'Bad Request',
  errors: { name: 'Product name is required', brand: 'Brand is required' },
};
export const unauthorized = { statusCode: 401, message: 'Unauthorized', error: 'Unauthorized' };
