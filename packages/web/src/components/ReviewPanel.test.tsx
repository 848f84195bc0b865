/** Writing and editing a review on the product page, as a shopper: signed out, first post, edit, refusal. */
import type { ReplyOf } from '@storefront/sdk';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setSession } from '../lib/session';
import { failure, startApiServer, type ApiServer } from '../test/apiServer';
import { renderApp } from '../test/renderApp';
import { AT, shopperHandlers } from '../test/shopperFixtures';

vi.setConfig({ testTimeout: 20_000 });

type Ratings = ReplyOf<'productRatings'>;
const ratingsAfterPost: Ratings = {
  AverageRating: 4.2,
  TotalRatings: 11,
  FiveStar: 6,
  FourStar: 3,
  ThreeStar: 1,
  TwoStar: 1,
  OneStar: 0,
};
const ownReview = {
  ReviewId: 90,
  Username: 'Asha',
  Rating: 4,
  Comment: 'Fresh and well cut.',
  CreatedAt: AT,
};

let api: ApiServer;
beforeAll(async () => {
  api = await startApiServer(shopperHandlers());
});
afterAll(() => api.close());
beforeEach(() =>
  api.use({
    ...shopperHandlers(),
    myReview: () => ({ IsUserAlreadyPostedReview: false, Review: null }),
    postReview: (_query, body) => {
      const { rating, comment } = body as { rating: number; comment: string };
      return {
        Success: true,
        Review: { ...ownReview, Rating: rating, Comment: comment },
        Ratings: ratingsAfterPost,
      };
    },
  }),
);

function signedInAt(path: string) {
  renderApp(path);
  act(() => setSession({ token: 't', expiresAt: undefined, userId: 7, username: 'Asha' }));
}

const ratingsSection = async () =>
  (await screen.findByRole('heading', { name: 'Ratings and reviews' })).closest('section')!;

describe('review on the product page', () => {
  it('offers a signed-out shopper a sign-in that comes back to the product', async () => {
    renderApp('/chicken-curry-cut');
    const section = await ratingsSection();
    expect(
      await within(section).findByRole('link', { name: 'Sign in to write a review' }),
    ).toHaveAttribute('href', '/login?next=%2Fchicken-curry-cut');
    expect(within(section).queryByRole('button', { name: 'Write a review' })).toBeNull();
  });

  it('asks for a rating, posts the review, shows it first and changes the summary at once', async () => {
    const user = userEvent.setup();
    signedInAt('/chicken-curry-cut');
    const section = await ratingsSection();
    expect(await within(section).findByText('10 ratings')).toBeInTheDocument();
    await within(section).findByText('Review number 1');
    const reviewCalls = api.callsOf('productReviews').length;
    const detailsCalls = api.callsOf('productDetails').length;
    const posts = api.callsOf('postReview').length;

    await user.click(await within(section).findByRole('button', { name: 'Write a review' }));
    const form = within(section).getByRole('form', { name: 'Review Chicken Curry Cut' });
    const stars = within(form).getByRole('group', { name: 'Your rating' });
    expect(within(stars).getAllByRole('radio')).toHaveLength(5);
    expect(within(stars).getByRole('radio', { name: '1 star out of 5' })).toHaveFocus();

    await user.click(within(form).getByRole('button', { name: 'Post review' }));
    expect(within(form).getByText('Choose a rating')).toBeInTheDocument();
    expect(stars).toHaveAccessibleDescription('Choose a rating');
    expect(within(stars).getByRole('radio', { name: '1 star out of 5' })).toHaveFocus();
    expect(api.callsOf('postReview')).toHaveLength(posts);

    await user.click(within(stars).getByRole('radio', { name: '4 stars out of 5' }));
    const text = within(form).getByRole('textbox', { name: 'Your review (optional)' });
    expect(text).toHaveAttribute('maxlength', '1000');
    await user.type(text, '  Fresh and well cut.  ');
    await user.click(within(form).getByRole('button', { name: 'Post review' }));

    const own = await within(section).findByTestId('own-review');
    expect(
      api
        .callsOf('postReview')
        .slice(posts)
        .map((call) => call.body),
    ).toEqual([{ productId: 1, rating: 4, comment: 'Fresh and well cut.' }]);
    expect(within(own).getByText('Your review')).toBeInTheDocument();
    expect(within(own).getByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument();
    expect(within(own).getByText('Fresh and well cut.')).toBeInTheDocument();
    // Shown before everyone else's reviews, and focus lands on it.
    const firstListed = await within(section).findByText('Review number 1');
    expect(
      own.compareDocumentPosition(firstListed) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(own.parentElement).toHaveFocus();
    // The summary is the post's reply at once; the reviews are dropped and loaded again.
    expect(within(section).getByText('11 ratings')).toBeInTheDocument();
    await waitFor(() => expect(api.callsOf('productReviews').length).toBeGreaterThan(reviewCalls));
    expect(api.callsOf('productReviews').at(-1)?.query).toMatchObject({ pageNo: '1' });
    await waitFor(() => expect(api.callsOf('productDetails').length).toBeGreaterThan(detailsCalls));
    expect(await screen.findByText('Thank you! Your review is posted.')).toBeInTheDocument();
    // Posted once: the button now edits it.
    expect(within(section).getByRole('button', { name: 'Edit your review' })).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: 'Write a review' })).toBeNull();
  });

  it('edits a review posted before, starting from what it says', async () => {
    const user = userEvent.setup();
    api.use({ myReview: () => ({ IsUserAlreadyPostedReview: true, Review: ownReview }) });
    const posts = api.callsOf('postReview').length;
    signedInAt('/chicken-curry-cut');
    const section = await ratingsSection();
    expect(await within(section).findByTestId('own-review')).toHaveTextContent(
      'Fresh and well cut.',
    );

    await user.click(within(section).getByRole('button', { name: 'Edit your review' }));
    const form = within(section).getByRole('form', { name: 'Review Chicken Curry Cut' });
    const four = within(form).getByRole('radio', { name: '4 stars out of 5' });
    expect(four).toBeChecked();
    expect(four).toHaveFocus();
    const text = within(form).getByRole('textbox', { name: 'Your review (optional)' });
    expect(text).toHaveValue('Fresh and well cut.');

    await user.click(within(form).getByRole('radio', { name: '5 stars out of 5' }));
    await user.clear(text);
    await user.type(text, 'Even better the second time.');
    await user.click(within(form).getByRole('button', { name: 'Update review' }));

    const own = await within(section).findByTestId('own-review');
    expect(within(own).getByText('Even better the second time.')).toBeInTheDocument();
    expect(within(own).getByRole('img', { name: 'Rated 5 out of 5' })).toBeInTheDocument();
    expect(
      api
        .callsOf('postReview')
        .slice(posts)
        .map((call) => call.body),
    ).toEqual([{ productId: 1, rating: 5, comment: 'Even better the second time.' }]);
  });

  it('says why a post failed, in the spec’s words, and keeps what the shopper wrote', async () => {
    const user = userEvent.setup();
    api.use({ postReview: () => failure(500, { Message: 'Internal server error' }) });
    signedInAt('/chicken-curry-cut');
    const section = await ratingsSection();
    await user.click(await within(section).findByRole('button', { name: 'Write a review' }));
    const form = within(section).getByRole('form', { name: 'Review Chicken Curry Cut' });
    await user.click(within(form).getByRole('radio', { name: '3 stars out of 5' }));
    await user.type(within(form).getByRole('textbox'), 'Okay.');
    await user.click(within(form).getByRole('button', { name: 'Post review' }));

    const alert = await within(form).findByRole('alert');
    expect(alert).toHaveTextContent('Internal server error');
    expect(alert).toHaveTextContent('Something went wrong, Please try again after some time');
    expect(alert).toHaveFocus();
    expect(within(form).getByRole('textbox')).toHaveValue('Okay.');
    expect(within(section).queryByTestId('own-review')).toBeNull();
  });

  it('puts focus back on the button when the form is cancelled', async () => {
    const user = userEvent.setup();
    signedInAt('/chicken-curry-cut');
    const section = await ratingsSection();
    await user.click(await within(section).findByRole('button', { name: 'Write a review' }));
    await user.click(within(section).getByRole('button', { name: 'Cancel' }));
    expect(within(section).queryByRole('form')).toBeNull();
    expect(within(section).getByRole('button', { name: 'Write a review' })).toHaveFocus();
  });
});
