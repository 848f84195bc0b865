/** The order the details page shows, as read from the store's snapshot. */
import type { ReplyOf } from '@storefront/sdk';
import type { Snapshot } from 'valtio';

type OrderDetailsReply = NonNullable<ReplyOf<'orderDetails'>>;

export type ShownOrder = Snapshot<NonNullable<OrderDetailsReply['OrderDetails']>>;
export type ShownOrderLine = ShownOrder['Items'][number];
