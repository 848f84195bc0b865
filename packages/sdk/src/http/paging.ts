/**
 * Async iteration over pageNo-paged calls. Guards against endless paging: it stops at an empty page, at the
 * last page, when the server answers a different page than asked (it ignores pageNo), and after maxPages.
 */
import { MAX_PAGES } from '../core/index.js';

export interface Page {
  PageNo: number;
  TotalPages: number;
}

/**
 * @example
 * for await (const order of client.orders.allHistory()) console.log(order.OrderNumber);
 */
export async function* paginate<P extends Page, Item>(
  fetchPage: (pageNo: number) => Promise<P>,
  itemsOf: (page: P) => readonly Item[],
  maxPages: number = MAX_PAGES,
): AsyncGenerator<Item, void, undefined> {
  for (let pageNo = 1; pageNo <= maxPages; pageNo++) {
    const page = await fetchPage(pageNo);
    if (page.PageNo !== pageNo) return;
    const items = itemsOf(page);
    yield* items;
    if (items.length === 0 || page.PageNo >= page.TotalPages) return;
  }
}
