/**
 * The staff console in every language (docs/i18n.md, "The staff console"): each screen (sign-in, the board,
 * an order in every status, packing with a replacement and a short line, the rider's, stock, the catalog and
 * its editor, staff, complaints, the audit trail) rendered in English, Hindi and Kannada from the staff API
 * (a real HTTP server, test/opsServer.ts) by the console's own client.
 *
 * The rule: in Hindi and Kannada only data may be Latin. Data are the free strings the API sent, as the
 * SDK's reply schemas type them (names, order numbers, addresses, notes, a record's contents; timestamps as
 * the console formats them), what the staff member typed, and what the page marks as data or as another
 * language (`translate="no"`: a product's name, the languages' own names). Everything else on the page,
 * its text and its labels for screen readers (aria-label, alt, title), must have no word of two Latin
 * letters or more. An API code (a field the schema types as an enumeration: a status, a role, a reason) is
 * never data: shown as it is, it fails.
 */
import { LOCALES, type Locale, type StaffRole } from '@storefront/sdk/core';
import { opsEndpoints, StaffSessionReply } from '@storefront/sdk/ops';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { formatClock, formatDateTime } from '../lib/dateTime';
import { apiTarget } from '../test/apiServer';
import { applyLanguage } from './language';
import { messages } from './messages';
import { OpsApp } from './OpsApp';
import { setSession } from './session';
import * as fx from './test/fixtures';
import { type OpsHandlers, type OpsReply, type OpsServer, startOpsServer } from '../test/opsServer';

type User = ReturnType<typeof userEvent.setup>;

let server: OpsServer;

/** The store as every screen reads it; a screen's own replies are laid over these. */
const store: OpsHandlers = {
  staffSendCode: () => ({ RequestId: 'code-1', ExpiresIn: 600 }),
  orders: () => ({ Orders: fx.boardOrders, PageNo: 1, TotalPages: 2 }),
  hubs: () => ({ Hubs: fx.hubs }),
  riderTrip: () => ({ OrdersOut: [], Position: null }),
  audit: (query) => ({
    Entries: query.orderId ? fx.auditEntries.slice(1, 2) : fx.auditEntries,
    PageNo: 1,
    TotalPages: query.orderId ? 1 : 3,
  }),
  orderDocuments: () => ({ Documents: [] }),
  replacementOptions: () => fx.replacementOptions,
  stock: () => ({ Levels: fx.stockLevels, PageNo: 1, TotalPages: 1 }),
  stockMovements: () => ({ Movements: fx.movements, PageNo: 1, TotalPages: 1 }),
  catalog: () => ({ Products: fx.products, PageNo: 1, TotalPages: 1 }),
  catalogProduct: () => ({ Product: fx.product({}) }),
  staffList: () => fx.staffList,
  complaints: (query) => {
    const status = (query.status ?? 'Open') as keyof typeof fx.complaints;
    const found = fx.complaints[status];
    return { Complaints: found, Count: found.length, PageNo: 1, TotalPages: 1 };
  },
};

/** One screen: who looks at it, where, its own replies, and what shows once it is ready (or opens). */
interface Scene {
  name: string;
  role?: StaffRole;
  path: string;
  handlers?: OpsHandlers;
  /** What the staff member types on the way (data too). */
  typed?: string[];
  ready: (user: User) => Promise<unknown>;
}

const orderHeading = () =>
  screen.findByRole('heading', { level: 1, name: messages.order.heading('SF-20261128-00501') });

/** An order's screen, its reads done (the order; an admin's invoice and audit trail too). */
const orderScene = (
  name: string,
  role: StaffRole,
  order: ReturnType<typeof fx.order>,
  then: (user: User) => Promise<unknown> = async () => undefined,
  handlers: OpsHandlers = {},
): Scene => ({
  name,
  role,
  path: `/order/${order.OrderId}`,
  handlers: { orderDetails: () => ({ Order: order }), ...handlers },
  ready: async (user) => {
    await orderHeading();
    if (role === 'admin') {
      await waitFor(() => expect(screen.queryByText(messages.invoices.loading)).toBeNull());
      await screen.findAllByTestId('audit-entry');
    }
    await then(user);
  },
});

const packLine = (product: string) =>
  screen.getAllByTestId('pack-line').find((each) => each.textContent?.includes(product))!;

const unpaid = (order: ReturnType<typeof fx.order>) => ({
  ...order,
  Money: { ...order.Money, Paid: 0, Refundable: 0, Due: order.Money.Owed },
});

const scenes: Scene[] = [
  {
    name: 'sign-in',
    path: '/',
    ready: () => screen.findByRole('heading', { level: 1, name: messages.signIn.heading }),
  },
  {
    name: 'sign-in with a code sent',
    path: '/',
    typed: ['shift.lead@store.test'],
    ready: async (user) => {
      await user.click(await screen.findByRole('button', { name: messages.signIn.useCode }));
      await user.type(screen.getByLabelText(messages.signIn.email), 'shift.lead@store.test');
      await user.click(screen.getByRole('button', { name: messages.signIn.sendCode }));
      await screen.findByLabelText(messages.signIn.code);
    },
  },
  {
    name: 'the board (admin)',
    role: 'admin',
    path: '/',
    ready: async () => {
      await screen.findByText('SF-20261128-00504');
      await screen.findByRole('combobox', { name: messages.board.hubFilter });
    },
  },
  {
    name: 'the board with nothing to show (packer)',
    role: 'packer',
    path: '/',
    handlers: { orders: () => ({ Orders: [], PageNo: 1, TotalPages: 1 }) },
    ready: () => screen.findByText(messages.board.empty),
  },
  {
    name: 'the rider’s screen, sharing their location',
    role: 'rider',
    path: '/',
    handlers: {
      riderTrip: () => ({
        OrdersOut: [{ OrderId: 502, OrderNumber: 'SF-20261128-00502' }],
        Position: null,
      }),
      shareRiderPosition: (_query, body) => {
        const { latitude, longitude } = body as { latitude: number; longitude: number };
        return {
          OrdersOut: [{ OrderId: 502, OrderNumber: 'SF-20261128-00502' }],
          Position: { Latitude: latitude, Longitude: longitude, Accuracy: 12, UpdatedAt: fx.at(0) },
        };
      },
    },
    ready: async () => {
      await screen.findByText('SF-20261128-00504');
      const sharing = await screen.findByTestId('ops-location-sharing');
      await waitFor(() =>
        expect(sharing).toHaveTextContent(messages.rider.sharing('SF-20261128-00502')),
      );
    },
  },
  orderScene(
    'an order awaiting payment (admin)',
    'admin',
    fx.order('PendingPayment', [fx.line({})], {}, 'Pending'),
  ),
  orderScene('a new order (packer)', 'packer', fx.order('Placed', [fx.line({}), fx.eggs])),
  orderScene('a confirmed order (packer)', 'packer', fx.order('Confirmed', [fx.line({}), fx.eggs])),
  orderScene(
    'packing, with a replacement and a short line (packer)',
    'packer',
    fx.order('Packing', [
      fx.line({}),
      fx.muttonReplace,
      fx.line({ LineId: 4, ProductName: 'Prawns Medium', OrderedGrams: 250, Qty: 1 }),
      fx.eggs,
    ]),
    async (user) => {
      await user.type(
        within(packLine('Chicken Curry Cut')).getByLabelText(messages.order.grams),
        '1940',
      );
      await user.click(
        within(packLine('Mutton Curry Cut')).getByLabelText(messages.order.markShort),
      );
      await within(packLine('Mutton Curry Cut')).findByRole('option', {
        name: /Mutton Boneless/,
      });
      await user.click(within(packLine('Prawns Medium')).getByLabelText(messages.order.markShort));
      // The eggs are not counted yet: packing says so.
      await user.click(screen.getByRole('button', { name: messages.order.finishPacking }));
      await screen.findByText(messages.order.piecesRequired(fx.eggs.ProductName, fx.eggs.Qty));
    },
  ),
  orderScene('a packed order (rider)', 'rider', fx.order('Packed', fx.packedLines)),
  orderScene(
    'out for delivery, paid at the door (rider)',
    'rider',
    unpaid(fx.order('OutForDelivery', fx.packedLines, {}, 'DueOnDelivery')),
    async (user) => {
      await user.selectOptions(screen.getByLabelText(messages.order.collectMethod), 'UPI');
      await screen.findByLabelText(messages.order.collectReference);
    },
  ),
  orderScene(
    'out for delivery, delivering without contact (rider)',
    'rider',
    fx.order('OutForDelivery', fx.packedLines),
    async (user) => {
      await user.click(screen.getByRole('button', { name: messages.rider.noContact }));
      await screen.findByLabelText(messages.rider.photo);
    },
  ),
  orderScene(
    'out for delivery, the delivery failed (rider)',
    'rider',
    fx.order('OutForDelivery', fx.packedLines),
    async (user) => {
      await user.click(screen.getByRole('button', { name: messages.order.deliveryFailed }));
      await screen.findByLabelText(messages.order.reason);
    },
  ),
  orderScene(
    'a delivered order with a refund asked, refunding a line (admin)',
    'admin',
    fx.deliveredOrder,
    async (user) => {
      await screen.findByText('SF/26-27/000007', { exact: false });
      await user.click(
        screen.getByRole('button', { name: messages.order.refund('Chicken Curry Cut') }),
      );
      await screen.findByLabelText(messages.order.refundReason);
    },
    { orderDocuments: () => fx.documents },
  ),
  orderScene(
    'a failed delivery, returning it to the store (admin)',
    'admin',
    fx.order('DeliveryFailed', fx.packedLines),
    async (user) => {
      await user.click(screen.getByRole('button', { name: messages.order.returnToStore }));
      await screen.findByText(messages.order.returnQuestion);
    },
  ),
  orderScene(
    'a cancelled order (admin)',
    'admin',
    fx.order('Cancelled', [fx.line({})], {}, 'Refunded'),
  ),
  orderScene(
    'an order whose payment failed (admin)',
    'admin',
    fx.order('PaymentFailed', [fx.line({})], {}, 'Failed'),
  ),
  {
    name: 'stock, a row’s movements (admin)',
    role: 'admin',
    path: '/stock',
    ready: async (user) => {
      await screen.findByRole('rowheader', { name: 'Chicken Breast' });
      const what = messages.stock.what('Mutton Curry Cut', 'Weight: 1 kg', 'Koramangala');
      await user.click(screen.getByRole('button', { name: messages.stock.movementsOf(what) }));
      await screen.findByTestId('stock-movements');
    },
  },
  {
    name: 'stock, adjusting a count (admin)',
    role: 'admin',
    path: '/stock',
    ready: async (user) => {
      await screen.findByRole('rowheader', { name: 'Chicken Breast' });
      const what = messages.stock.what('Mutton Curry Cut', 'Weight: 1 kg', 'Koramangala');
      await user.click(screen.getByRole('button', { name: messages.stock.adjustOf(what) }));
      await user.click(await screen.findByRole('button', { name: messages.stock.submitAdjust }));
      await screen.findByText(messages.stock.changeInvalid);
    },
  },
  {
    name: 'the catalog (admin)',
    role: 'admin',
    path: '/catalog',
    ready: () => screen.findByText('Seekh Kebab'),
  },
  {
    name: 'the catalog editor (admin)',
    role: 'admin',
    path: '/catalog/10',
    typed: ['249,5'],
    ready: async (user) => {
      await screen.findByRole('heading', { level: 1, name: 'Chicken Curry Cut' });
      const price = screen.getByLabelText(messages.catalog.basePrice);
      await user.clear(price);
      await user.type(price, '249,5');
      await user.click(screen.getByRole('button', { name: messages.catalog.save }));
      await screen.findByText(messages.catalog.rupeesInvalid(messages.catalog.basePrice));
    },
  },
  {
    name: 'staff (admin)',
    role: 'admin',
    path: '/staff',
    ready: async () => {
      await screen.findAllByText('Imran Pasha', { exact: false });
      await screen.findAllByTestId('staff-hubs');
    },
  },
  {
    name: 'open complaints (admin)',
    role: 'admin',
    path: '/complaints',
    ready: () => screen.findAllByText('Smelled off when opened'),
  },
  {
    name: 'refunded complaints (admin)',
    role: 'admin',
    path: '/complaints',
    ready: async (user) => {
      await screen.findAllByText('Smelled off when opened');
      await user.selectOptions(screen.getByLabelText(messages.complaints.show), 'Refunded');
      await screen.findByText('Sorry, refunded to your wallet');
    },
  },
  {
    name: 'no answered complaints (admin)',
    role: 'admin',
    path: '/complaints',
    ready: async (user) => {
      await screen.findAllByText('Smelled off when opened');
      await user.selectOptions(screen.getByLabelText(messages.complaints.show), 'Answered');
      await screen.findByText(messages.complaints.empty('Answered'));
    },
  },
  {
    name: 'the audit trail (admin)',
    role: 'admin',
    path: '/audit',
    ready: () => screen.findAllByTestId('audit-entry'),
  },
];

/** A zod (mini) schema as far as the walk below reads it. */
interface Schema {
  _zod: {
    def: {
      type: string;
      shape?: Record<string, Schema>;
      innerType?: Schema;
      element?: Schema;
      valueType?: Schema;
      options?: Schema[];
      in?: Schema;
    };
  };
  safeParse(value: unknown): { success: boolean };
}

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/**
 * The data of replies: each string where its reply's schema has a string (or holds anything: a record's
 * contents, a failure's words), never where it has an enumeration or a literal (a code); each timestamp
 * also as the console formats it.
 */
function dataOf(replies: { schema: Schema | undefined; body: unknown }[]): string[] {
  const found = new Set<string>();
  const add = (value: string) => {
    if (value.trim() === '') return;
    found.add(value);
    if (ISO_TIME.test(value)) {
      found.add(formatDateTime(value));
      found.add(formatClock(value));
    }
  };
  const anything = (value: unknown): void => {
    if (typeof value === 'string') add(value);
    else if (value !== null && typeof value === 'object') Object.values(value).forEach(anything);
  };
  const walk = (schema: Schema, value: unknown): void => {
    const def = schema._zod.def;
    if (value === null || value === undefined) return;
    switch (def.type) {
      case 'string':
        if (typeof value === 'string') add(value);
        return;
      case 'unknown':
      case 'any':
        return anything(value);
      case 'object':
        for (const [key, inner] of Object.entries(def.shape ?? {}))
          walk(inner, (value as Record<string, unknown>)[key]);
        return;
      case 'array':
        for (const each of value as unknown[]) walk(def.element!, each);
        return;
      case 'record':
        for (const each of Object.values(value as object)) walk(def.valueType!, each);
        return;
      case 'union': {
        const option = def.options?.find((each) => each.safeParse(value).success);
        if (option) walk(option, value);
        return;
      }
      case 'pipe':
        return walk(def.in!, value);
      default:
        if (def.innerType) walk(def.innerType, value);
    }
  };
  for (const { schema, body } of replies) {
    if (schema) walk(schema, body);
    else anything(body);
  }
  return [...found].sort((a, b) => b.length - a.length);
}

/** A reply with the schema it was sent by (none for a failure: its words are the server's, data). */
const withSchema = (reply: OpsReply) => ({
  schema:
    reply.name && reply.status === 200
      ? (opsEndpoints[reply.name].reply as unknown as Schema)
      : undefined,
  body: reply.body,
});

/** What the page says that is not data: its text and its labels, with the elements marked as data gone. */
function wordsOf(): string[] {
  const page = document.body.cloneNode(true) as HTMLElement;
  for (const marked of page.querySelectorAll('[translate="no"]')) marked.remove();
  const words: string[] = [document.title];
  const walker = document.createTreeWalker(page, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode())
    words.push(node.nodeValue ?? '');
  for (const element of page.querySelectorAll('*')) {
    for (const name of ['aria-label', 'alt', 'title', 'placeholder']) {
      const value = element.getAttribute(name);
      if (value) words.push(value);
    }
  }
  return words.filter((each) => each.trim() !== '');
}

/** The Latin words of the page outside data. */
function latinOutside(data: string[]): string[] {
  return wordsOf().flatMap((text) => {
    let rest = text;
    for (const value of data) rest = rest.split(value).join(' ');
    return rest.match(/[A-Za-z]{2,}/g) ?? [];
  });
}

const scripts: Record<Locale, RegExp> = {
  en: /[A-Za-z]/,
  hi: /[\u0900-\u097F]/,
  kn: /[\u0C80-\u0CFF]/,
};

beforeAll(async () => {
  server = await startOpsServer(apiTarget);
  // A phone that knows where it is: the rider's location is shared at once.
  Object.defineProperty(navigator, 'geolocation', {
    configurable: true,
    value: {
      watchPosition: (success: PositionCallback) => {
        setTimeout(() =>
          success({
            coords: { latitude: 12.935, longitude: 77.624, accuracy: 12 },
            timestamp: Date.now(),
          } as GeolocationPosition),
        );
        return 1;
      },
      clearWatch: () => undefined,
      getCurrentPosition: () => undefined,
    },
  });
});

afterAll(async () => {
  setSession(undefined);
  await server.close();
});

beforeEach(() => {
  server.reset();
  server.use(store);
});

describe.each(LOCALES)('the console in %s', (locale) => {
  it.each(scenes)('$name', async (scene) => {
    const user = userEvent.setup();
    server.use(scene.handlers ?? {});
    const session: StaffSessionReply | undefined = scene.role
      ? fx.sessionOf(scene.role, { Locale: locale })
      : undefined;
    await applyLanguage(locale);
    setSession(session);
    const firstReply = server.replies.length;
    const firstCall = server.calls.length;
    const { hook } = memoryLocation({ path: scene.path });
    render(
      <Router hook={hook}>
        <OpsApp />
      </Router>,
    );
    await scene.ready(user);

    expect(document.documentElement.lang).toBe(`${locale}-IN`);
    // Every call asked in the console's language.
    expect(server.calls.slice(firstCall).filter((call) => call.language !== locale)).toEqual([]);
    const data = dataOf([
      ...server.replies.slice(firstReply).map(withSchema),
      { schema: StaffSessionReply as unknown as Schema, body: session },
      ...(scene.typed ?? []).map((body) => ({ schema: undefined, body })),
    ]);
    const latin = latinOutside(data);
    expect(wordsOf().join(' ')).toMatch(scripts[locale]);
    if (locale === 'en') {
      // The check finds words where there are some: English is all Latin.
      expect(latin.length).toBeGreaterThan(5);
    } else {
      expect(latin).toEqual([]);
    }
  });
});
