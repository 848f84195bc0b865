/**
 * The second of the four steps in which lib/api.ts loads the API client: the schemas of the catalog and
 * start-up replies, evaluated in a task of their own after zod (lib/clientZod.ts) and before the rest of the
 * SDK (the other domains' schemas, then the client and its transport). Building every zod schema in one go is the
 * longest task of a first visit; shorter ones leave room for rendering and input in between. Nothing reads
 * these exports: importing the module is the point.
 */
export {
  CacheStateReply,
  HomeReply,
  ProductDetailsReply,
  ProductRatingsReply,
  ProductReviewsReply,
  StoreConfigsReply,
} from '@storefront/sdk';
