/**
 * The feature phrases of docs/product.md §5.1 Home, in its order, capitalised for display (it writes them
 * in lower case: "buy and sell", "advanced search", ...).
 */
export const FEATURE_PHRASES: readonly string[] = [
  'Buy and Sell',
  'Advanced Search',
  'Location Listings',
  'Verified Listings',
  'Agents and Buyers',
  'Secure Transactions',
  'Online Payment',
  'Scheduling Visits',
  'Multi-Region Coverage',
  'Wishlist',
  'Detailed Descriptions',
  'Fast Platform',
];
