import { afterEach, describe, expect, it } from 'vitest';
import { createClient } from '../client.js';
import { startLocalServer, type LocalServer } from '../test-support/local-server.js';
import { paginate, type Page } from './paging.js';

interface NumbersPage extends Page {
  Numbers: number[];
}

async function collect<T>(iterable: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const item of iterable) out.push(item);
  return out;
}

describe('paginate', () => {
  it('walks every page in order and stops after the last one', async () => {
    const asked: number[] = [];
    const pages = paginate<NumbersPage, number>(
      async (pageNo) => {
        asked.push(pageNo);
        return { PageNo: pageNo, TotalPages: 3, Numbers: [pageNo * 10, pageNo * 10 + 1] };
      },
      (page) => page.Numbers,
    );
    expect(await collect(pages)).toEqual([10, 11, 20, 21, 30, 31]);
    expect(asked).toEqual([1, 2, 3]);
  });

  it('stops at an empty page even if the server claims more pages', async () => {
    const asked: number[] = [];
    const items = await collect(
      paginate<NumbersPage, number>(
        async (pageNo) => {
          asked.push(pageNo);
          return { PageNo: pageNo, TotalPages: 99, Numbers: pageNo === 1 ? [1] : [] };
        },
        (page) => page.Numbers,
      ),
    );
    expect(items).toEqual([1]);
    expect(asked).toEqual([1, 2]);
  });

  it('stops when the server ignores pageNo and keeps answering page 1', async () => {
    let calls = 0;
    const items = await collect(
      paginate<NumbersPage, number>(
        async () => {
          calls++;
          return { PageNo: 1, TotalPages: 1_000_000, Numbers: [7] };
        },
        (page) => page.Numbers,
      ),
    );
    expect(items).toEqual([7]);
    expect(calls).toBe(2);
  });

  it('never fetches more than maxPages from a server that never ends', async () => {
    let calls = 0;
    const items = await collect(
      paginate<NumbersPage, number>(
        async (pageNo) => {
          calls++;
          return { PageNo: pageNo, TotalPages: Number.MAX_SAFE_INTEGER, Numbers: [pageNo] };
        },
        (page) => page.Numbers,
        5,
      ),
    );
    expect(items).toEqual([1, 2, 3, 4, 5]);
    expect(calls).toBe(5);
  });

  it('fetches lazily: breaking out of the loop stops fetching', async () => {
    let calls = 0;
    const pages = paginate<NumbersPage, number>(
      async (pageNo) => {
        calls++;
        return { PageNo: pageNo, TotalPages: 10, Numbers: [pageNo, pageNo] };
      },
      (page) => page.Numbers,
    );
    for await (const item of pages) if (item === 2) break;
    expect(calls).toBe(2);
  });
});

describe('paged client calls', () => {
  let server: LocalServer | undefined;
  afterEach(async () => {
    await server?.close();
  });

  it('iterates wallet transactions across pages with for await', async () => {
    const transaction = (id: number) => ({
      TransactionId: id,
      Type: 'Credit',
      Amount: 100 * id,
      Description: 'Refund',
      OrderId: null,
      RefundId: id,
      BalanceAfter: 100 * id,
      CreatedAt: '2026-01-01T10:00:00+05:30',
    });
    server = await startLocalServer((request) => {
      const pageNo = Number(request.query.get('pageNo'));
      return {
        json: {
          NoTransactions: false,
          Transactions: [transaction(pageNo * 2 - 1), transaction(pageNo * 2)],
          TotalTransactions: 4,
          PageNo: pageNo,
          TotalPages: 2,
        },
      };
    });
    const client = createClient({ baseUrl: server.url, getToken: () => 't' });
    const ids: number[] = [];
    for await (const entry of client.wallet.allTransactions()) ids.push(entry.TransactionId);
    expect(ids).toEqual([1, 2, 3, 4]);
    expect(server.requests.map((request) => request.query.get('pageNo'))).toEqual(['1', '2']);
  });
});
