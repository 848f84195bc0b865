import { messages as shell } from './shell';

/** Texts of the catalog: home, categories, product page, search and the content pages. */
export const messages = {
  ...shell,
  home: {
    heading: 'Fresh meat, delivered',
    shopByCategory: 'Shop by category',
    bestSellers: 'Best sellers',
    offers: 'Offers for you',
    useCode: (code: string) => `Use code ${code}`,
    shopNow: 'Shop now',
    banners: 'Featured',
  },
  catalog: {
    categoriesTitle: 'All categories',
    productCount: (count: number) => `${count} ${count === 1 ? 'product' : 'products'}`,
    noCategory: 'This category does not exist.',
    emptyCategory: 'No products in this category yet.',
    endOfList: 'You have seen all products.',
    addToCart: 'Add to cart',
    add: 'Add',
    added: 'Added',
    quantity: 'Quantity',
    decrease: 'Decrease quantity',
    increase: 'Increase quantity',
    maxQty: (max: number) => `You can order up to ${max} of this product.`,
    grossWeight: 'Gross weight',
    netWeight: 'Net weight',
    pieces: 'Pieces',
    serves: 'Serves',
    description: 'Description',
    ratings: 'Ratings and reviews',
    averageOutOf: (rating: string) => `${rating} out of 5`,
    ratingsCount: (count: number) => `${count} ${count === 1 ? 'rating' : 'ratings'}`,
    starLabel: (stars: number) => `${stars} star`,
    noReviews: 'No reviews yet.',
    moreReviews: 'More reviews',
    relatedProducts: 'You may also like',
    productNotFound: 'This product is not available.',
    gallery: 'Product images',
    showImage: (index: number) => `Show image ${index}`,
    unavailableOption: 'unavailable',
    price: 'Price',
    total: 'Total',
    rated: (rating: string) => `Rated ${rating} out of 5`,
  },
  cart: {
    alreadyAdded: 'Already added, Manage qty from cart',
    zeroQuantity: 'Choose a quantity of at least 1',
    productMax: (max: number) =>
      `You can order at most ${max} of this product, Manage qty from cart`,
  },
  search: {
    title: 'Search',
    label: 'Search for chicken, mutton, fish…',
    recent: 'Recent searches',
    clearRecent: 'Clear',
    products: 'Products',
    categories: 'Categories',
    noResults: (term: string) => `No results for “${term}”`,
    noResultsHint: 'Check the spelling or try a more general word such as chicken or fish.',
    resultsCount: (count: number, term: string) =>
      `${count} ${count === 1 ? 'result' : 'results'} for “${term}”`,
    prompt: 'Type at least 2 letters to search.',
  },
  content: {
    aboutUs: 'About us',
    contactUs: 'Contact us',
    privacyPolicy: 'Privacy policy',
    terms: 'Terms and conditions',
    phone: 'Phone',
    email: 'Email',
    address: 'Address',
    aboutUsDisabled: 'This page is not available.',
  },
  /** "Notify me" for a sold-out option on the product page (docs/api.md, "Back in stock"). */
  stockAlert: {
    notifyMe: 'Notify me',
    soldOut: (option: string) =>
      option
        ? `${option} is sold out. We'll send you a notification when it's back.`
        : "This is sold out. We'll send you a notification when it's back.",
    signInFirst: "Sign in and we'll send you a notification when it's back.",
    waiting: "We'll let you know when it's back.",
    cancel: 'Cancel alert',
    cancelled: "OK, we won't notify you about this one.",
    backInStock: (option: string) =>
      option ? `Good news: ${option} is back in stock.` : "Good news: it's back in stock.",
  },
};
