/**
 * The first of the four steps in which lib/api.ts loads the API client: zod itself (and the SDK's common
 * schemas), evaluated in a task of its own. Nothing reads this export: importing the module is the point.
 */
export { Paise } from '@storefront/sdk';
