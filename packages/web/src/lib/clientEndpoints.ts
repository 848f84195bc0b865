/**
 * The third of the four steps in which lib/api.ts loads the API client: the SDK's endpoint table with the
 * schemas of every other domain (cart, checkout, orders, addresses, sign-in…), evaluated in a task of its own
 * after the catalog's (lib/clientSchemas.ts) and before the client and its transport (lib/client.ts). Built
 * together with the client they were one task of 100-120 ms on a phone (4x CPU), the longest of a first
 * visit's API client (issue 32). Nothing reads this export: importing the module is the point.
 */
export { endpoints } from '@storefront/sdk';
