/** The two blog categories (docs/product.md §5.1 Home). */
export const BLOG_CATEGORIES = ['News', 'Tips & Tricks'] as const;
export type BlogCategory = (typeof BLOG_CATEGORIES)[number];

/** A blog article's picture: its file name in web/public/blog (see blog-images.ts) and its text alternative. */
export interface BlogImage {
  name: string;
  alt: string;
}

/** A static blog article (the required fields, plus where "Read more" leads). */
export interface BlogArticle {
  id: string;
  category: BlogCategory;
  title: string;
  excerpt: string;
  image: BlogImage;
  featured: boolean;
  /** The external page "Read more" opens, in a new tab. */
  url: string;
}

/** The home page's blog: BLOG_ARTICLE_COUNT (3) static articles, exactly one featured (docs/product.md §5.1 Home). */
export const BLOG_ARTICLES: readonly BlogArticle[] = [
  {
    id: 'reading-the-spring-market',
    category: 'News',
    title: 'Reading the spring market before you make an offer',
    excerpt:
      'More homes usually come on the market in spring, and more buyers come with them. Here is how to read prices, days on market and competition in the area you want, so your offer is neither too timid nor too high.',
    image: { name: 'spring-market', alt: 'A row of brick townhouses with front stoops along a quiet street' },
    featured: true,
    url: 'https://www.realtor.com/news/',
  },
  {
    id: 'questions-for-a-first-viewing',
    category: 'Tips & Tricks',
    title: 'Seven questions to ask at a first viewing',
    excerpt: 'From the age of the roof to the noise at rush hour: what to check, and what to ask the agent, before you fall for a house.',
    image: { name: 'first-viewing', alt: 'A stone cottage with a flower garden behind a white picket fence' },
    featured: false,
    url: 'https://www.realtor.com/advice/',
  },
  {
    id: 'budgeting-beyond-the-price',
    category: 'Tips & Tricks',
    title: 'Budgeting for a purchase beyond the price tag',
    excerpt: 'Inspections, insurance, taxes and moving day: plan for the costs that arrive after your offer is accepted.',
    image: { name: 'beyond-the-price', alt: 'A suburban bungalow with an attached garage and palm trees' },
    featured: false,
    url: 'https://www.realtor.com/advice/',
  },
];
