/** A past order's details: "Order again" and rating what was delivered, from the shopper's side. */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setSession } from '../../lib/session';
import { cart, cartStoreReady, clearCart } from '../../state/cart';
import { general } from '../../state/general';
import { startApiServer, type ApiServer } from '../../test/apiServer';
import { renderApp } from '../../test/renderApp';
import { AT, curryCutLine, orderDetails, shopperHandlers } from '../../test/shopperFixtures';

vi.setConfig({ testTimeout: 20_000 });

/** A delivered order of three lines, all received: curry cut (500 g), 5 × breast, and wings no longer sold. */
const pastOrder = {
  ...orderDetails,
  Status: 'Delivered' as const,
  CanCancel: false,
  Items: [
    { ...orderDetails.Items[0]!, Received: true },
    {
      ProductId: 2,
      ProductName: 'Chicken Breast Boneless',
      ImageUrl: '/images/products/2.svg',
      UnitPrice: 30000,
      Qty: 5,
      LineTotal: 150000,
      SelectedOptions: {},
      Received: true,
    },
    {
      ProductId: 3,
      ProductName: 'Chicken Wings',
      ImageUrl: '/images/products/3.svg',
      UnitPrice: 19900,
      Qty: 1,
      LineTotal: 19900,
      SelectedOptions: {},
      Received: true,
    },
  ],
};

let api: ApiServer;
beforeAll(async () => {
  api = await startApiServer(shopperHandlers());
  await cartStoreReady();
});
afterAll(() => api.close());
beforeEach(() => {
  clearCart();
  api.use({
    ...shopperHandlers(),
    orderDetails: () => ({ NoOrder: false, OrderDetails: pastOrder }),
    // Today: breast costs more, wings are not sold any more, the curry cut is unchanged.
    validateCartPrice: (_query, body) => ({
      PriceUpdated: true,
      UpdatedProducts: (
        body as { products: { productId: number; price: number; configPriceIds: number[] }[] }
      ).products.map((line) => ({
        ProductId: line.productId,
        ConfigPriceId: line.configPriceIds,
        IsInvalidConfigFound: false,
        IsUnavailable: line.productId === 3,
        PriceUpdated: line.productId === 2,
        UpdatedPrice: line.productId === 2 ? 32900 : line.price,
      })),
    }),
    myReview: () => ({ IsUserAlreadyPostedReview: false, Review: null }),
    postReview: (_query, body) => {
      const { productId, rating, comment } = body as {
        productId: number;
        rating: number;
        comment: string;
      };
      return {
        Success: true,
        Review: {
          ReviewId: 40 + productId,
          Username: 'Asha',
          Rating: rating,
          Comment: comment,
          CreatedAt: AT,
        },
        Ratings: {
          AverageRating: 4,
          TotalRatings: 1,
          FiveStar: 0,
          FourStar: 1,
          ThreeStar: 0,
          TwoStar: 0,
          OneStar: 0,
        },
      };
    },
  });
});

function signedInAt(path: string) {
  renderApp(path);
  act(() => {
    setSession({ token: 't', expiresAt: undefined, userId: 7, username: 'Asha' });
    general.state.productConfigs = { maxAllowedQtyPerProduct: 3 };
  });
}

describe('order again', () => {
  it('puts the still-available lines in the cart at today’s prices, capped, and names the rest', async () => {
    const user = userEvent.setup();
    signedInAt(`/order/details/${pastOrder.OrderId}`);
    await user.click(await screen.findByRole('button', { name: 'Order again' }));

    const dialog = await screen.findByRole('dialog', { name: 'Order again' });
    expect(dialog).toHaveTextContent(
      "Added to your cart at today's prices: Chicken Curry Cut, Chicken Breast Boneless.",
    );
    expect(dialog).toHaveTextContent('No longer available: Chicken Wings.');
    expect(
      cart.items.map(({ ProductId, ProductPrice, Qty, SelectedOptions }) => ({
        ProductId,
        ProductPrice,
        Qty,
        SelectedOptions,
      })),
    ).toEqual([
      { ProductId: 1, ProductPrice: 24900, Qty: 2, SelectedOptions: curryCutLine.SelectedOptions },
      // 5 ordered; maxAllowedQtyPerProduct is 3. The price is today's.
      { ProductId: 2, ProductPrice: 32900, Qty: 3, SelectedOptions: {} },
    ]);
    expect(api.callsOf('validateCartPrice').at(-1)?.body).toEqual({
      products: [
        { productId: 1, price: 24900, configPriceIds: [2] },
        { productId: 2, price: 30000, configPriceIds: [] },
        { productId: 3, price: 19900, configPriceIds: [] },
      ],
    });

    await user.click(within(dialog).getByRole('link', { name: 'View cart' }));
    expect(await screen.findByRole('list', { name: 'Items in your cart' })).toBeInTheDocument();
  });

  it('leaves a line already in the cart in place, raised to the ordered quantity', async () => {
    const user = userEvent.setup();
    await (await cartStoreReady()).addLine({ ...curryCutLine, Qty: 1 });
    signedInAt(`/order/details/${pastOrder.OrderId}`);
    await user.click(await screen.findByRole('button', { name: 'Order again' }));
    await screen.findByRole('dialog', { name: 'Order again' });
    await waitFor(() => expect(cart.items).toHaveLength(2));
    expect(cart.items[0]).toMatchObject({ ProductId: 1, Qty: 2 });
  });
});

describe('rating a delivered order’s items', () => {
  it('offers each product of the order a review and posts it', async () => {
    const user = userEvent.setup();
    signedInAt(`/order/details/${pastOrder.OrderId}`);
    const section = (await screen.findByRole('heading', { name: 'Rate your items' })).closest(
      'section',
    )!;
    const buttons = await within(section).findAllByRole('button', { name: 'Write a review' });
    expect(buttons).toHaveLength(3);

    await user.click(buttons[1]!);
    const form = within(section).getByRole('form', { name: 'Review Chicken Breast Boneless' });
    await user.click(within(form).getByRole('radio', { name: '4 stars out of 5' }));
    await user.click(within(form).getByRole('button', { name: 'Post review' }));

    expect(await within(section).findByTestId('own-review')).toHaveTextContent('Your review');
    expect(api.callsOf('postReview').at(-1)?.body).toEqual({
      productId: 2,
      rating: 4,
      comment: '',
    });
    expect(within(section).getAllByRole('button', { name: 'Write a review' })).toHaveLength(2);
    expect(within(section).getByRole('button', { name: 'Edit your review' })).toBeInTheDocument();
  });

  it('is offered only for what the shopper received: not a line out of stock or refunded whole', async () => {
    api.use({
      orderDetails: () => ({
        NoOrder: false,
        OrderDetails: {
          ...pastOrder,
          Items: pastOrder.Items.map((item) =>
            // Breast was out of stock at packing; wings were refunded whole after delivery.
            item.ProductId === 2
              ? { ...item, Short: true, Received: false }
              : item.ProductId === 3
                ? { ...item, Received: false }
                : item,
          ),
        },
      }),
    });
    signedInAt(`/order/details/${pastOrder.OrderId}`);
    const section = (await screen.findByRole('heading', { name: 'Rate your items' })).closest(
      'section',
    )!;
    expect(await within(section).findAllByRole('button', { name: 'Write a review' })).toHaveLength(
      1,
    );
    expect(section).toHaveTextContent('Chicken Curry Cut');
    expect(section).not.toHaveTextContent('Chicken Breast Boneless');
    expect(section).not.toHaveTextContent('Chicken Wings');
  });

  it('is not offered when nothing of a delivered order was received', async () => {
    api.use({
      orderDetails: () => ({
        NoOrder: false,
        OrderDetails: {
          ...pastOrder,
          Items: pastOrder.Items.map((item) => ({ ...item, Short: true, Received: false })),
        },
      }),
    });
    signedInAt(`/order/details/${pastOrder.OrderId}`);
    expect(await screen.findByTestId('order-status')).toHaveTextContent('Delivered');
    expect(screen.queryByRole('heading', { name: 'Rate your items' })).toBeNull();
  });

  it('is not offered before the order is delivered', async () => {
    api.use({ orderDetails: () => ({ NoOrder: false, OrderDetails: orderDetails }) });
    signedInAt(`/order/details/${orderDetails.OrderId}`);
    await screen.findByTestId('order-status');
    expect(screen.queryByRole('heading', { name: 'Rate your items' })).toBeNull();
  });
});
