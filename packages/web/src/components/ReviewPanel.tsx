/**
 * The shopper's own review of one product, on the product page and on a delivered order's details (for the
 * lines the shopper received only: OrderLine.Received): signed out, a sign-in that comes back to this page;
 * signed in, their review (shown before everyone else's) with an edit button, or a "Write a review" button.
 * Only a shopper who received the product may post (the server answers 403 otherwise, said in the form). The form is a labelled radio group of 1 to 5 stars and an
 * optional text of at most MAX_REVIEW_COMMENT_LENGTH characters; a missing rating and a refused post are said
 * next to the form, with focus on what needs fixing. A post of a product the shopper already reviewed edits
 * that review (docs/api.md).
 */
import { useEffect, useId, useRef, useState, type FormEvent, type Ref } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { useSnapshot } from 'valtio';
import { MAX_RATING, MAX_REVIEW_COMMENT_LENGTH, MIN_RATING } from '@storefront/sdk/core';
import { isSignedIn, session } from '../lib/session';
import { signInHref } from '../lib/signIn';
import type { ErrorDescription } from '../lib/errors';
import { toast } from '../lib/toast';
import { messages } from '../messages/reviews';
import { loadMyReview, postReview, reviewKeyOf, reviews, type OwnReview } from '../state/reviews';
import { Button } from './Button';
import { describedByOf } from './FormField';
import { Star } from './Icon';
import '../styles/reviews.css';

/** 1 to 5, in reading order. */
const STARS = Array.from({ length: MAX_RATING - MIN_RATING + 1 }, (_, index) => MIN_RATING + index);

const dateFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});

function ReadOnlyStars({ rating }: { rating: number }) {
  return (
    <span className="stars" role="img" aria-label={messages.reviews.rated(rating)}>
      {STARS.map((position) => (
        <Star key={position} fill={position <= rating ? 1 : 0} />
      ))}
    </span>
  );
}

/** The comment's hint: its limit and how many characters are left. */
const commentHintOf = (comment: string) =>
  `${messages.reviews.commentHint(MAX_REVIEW_COMMENT_LENGTH)} ${messages.reviews.charactersLeft(
    Math.max(0, MAX_REVIEW_COMMENT_LENGTH - comment.length),
  )}`;

/**
 * The review being written: its rating and comment, what is wrong with them, and posting it; focus goes to
 * what needs fixing (the rating, the comment, the server's refusal).
 */
function useReviewDraft(
  productId: number,
  initial: OwnReview | undefined,
  onDone: (review: OwnReview) => void,
) {
  const [rating, setRating] = useState<number | undefined>(initial?.Rating);
  const [comment, setComment] = useState(initial?.Comment ?? '');
  const [ratingError, setRatingError] = useState<string | undefined>();
  const [commentError, setCommentError] = useState<string | undefined>();
  const [failure, setFailure] = useState<ErrorDescription | undefined>();
  const [sending, setSending] = useState(false);
  const firstStar = useRef<HTMLInputElement>(null);
  const chosenStar = useRef<HTMLInputElement>(null);
  const commentBox = useRef<HTMLTextAreaElement>(null);
  const failureBox = useRef<HTMLDivElement>(null);

  // Opening the form puts the shopper on the rating (the chosen star when editing).
  useEffect(() => {
    (chosenStar.current ?? firstStar.current)?.focus();
  }, []);

  useEffect(() => {
    if (failure) failureBox.current?.focus();
  }, [failure]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const text = comment.trim();
    const missingRating = rating === undefined ? messages.reviews.chooseRating : undefined;
    const tooLong =
      text.length > MAX_REVIEW_COMMENT_LENGTH
        ? messages.reviews.tooLong(MAX_REVIEW_COMMENT_LENGTH)
        : undefined;
    setRatingError(missingRating);
    setCommentError(tooLong);
    setFailure(undefined);
    if (missingRating) return firstStar.current?.focus();
    if (tooLong) return commentBox.current?.focus();
    setSending(true);
    const result = await postReview({ productId, rating: rating!, comment: text });
    setSending(false);
    if (!result.ok) return setFailure(result.error);
    toast(initial ? messages.reviews.updated : messages.reviews.posted, 'success');
    onDone(result.reply.Review);
  };

  return {
    rating,
    comment,
    ratingError,
    commentError,
    failure,
    sending,
    refs: { firstStar, chosenStar, commentBox, failureBox },
    chooseRating: (stars: number) => {
      setRating(stars);
      setRatingError(undefined);
    },
    changeComment: (text: string) => {
      setComment(text);
      setCommentError(undefined);
    },
    submit,
  };
}

/** The rating: a labelled radio group of 1 to 5 stars. */
function StarPicker({
  id,
  rating,
  error,
  firstStar,
  chosenStar,
  onChoose,
}: {
  id: string;
  rating: number | undefined;
  error: string | undefined;
  firstStar: Ref<HTMLInputElement>;
  chosenStar: Ref<HTMLInputElement>;
  onChoose: (stars: number) => void;
}) {
  return (
    <fieldset className="review-stars" aria-describedby={describedByOf(`${id}-rating`, { error })}>
      <legend>{messages.reviews.rating}</legend>
      <div className="review-star-options">
        {STARS.map((stars) => (
          <label key={stars} className="review-star-option">
            <input
              ref={stars === MIN_RATING ? firstStar : stars === rating ? chosenStar : undefined}
              type="radio"
              name={`${id}-rating`}
              value={stars}
              checked={rating === stars}
              aria-label={messages.reviews.star(stars)}
              onChange={() => onChoose(stars)}
            />
            <span aria-hidden="true" className="review-star-face">
              <Star fill={rating !== undefined && stars <= rating ? 1 : 0} size={28} />
            </span>
          </label>
        ))}
      </div>
      {error ? (
        <span id={`${id}-rating-error`} className="field-error">
          {error}
        </span>
      ) : null}
    </fieldset>
  );
}

/** The optional comment, with how many characters are left. */
function CommentField({
  id,
  comment,
  error,
  box,
  onChange,
}: {
  id: string;
  comment: string;
  error: string | undefined;
  box: Ref<HTMLTextAreaElement>;
  onChange: (text: string) => void;
}) {
  const hint = commentHintOf(comment);
  return (
    <div className="field">
      <label htmlFor={`${id}-comment`}>{messages.reviews.comment}</label>
      <textarea
        id={`${id}-comment`}
        ref={box}
        rows={4}
        value={comment}
        maxLength={MAX_REVIEW_COMMENT_LENGTH}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedByOf(`${id}-comment`, { hint, error })}
        onChange={(event) => onChange(event.target.value)}
      />
      <span id={`${id}-comment-hint`} className="muted small">
        {hint}
      </span>
      {error ? (
        <span id={`${id}-comment-error`} className="field-error">
          {error}
        </span>
      ) : null}
    </div>
  );
}

export function ReviewForm({
  productId,
  productName,
  initial,
  onDone,
  onCancel,
}: {
  productId: number;
  productName: string;
  initial?: OwnReview | undefined;
  onDone: (review: OwnReview) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const draft = useReviewDraft(productId, initial, onDone);
  const { failure, sending, refs } = draft;
  return (
    <form
      className="review-form card"
      aria-labelledby={`${id}-title`}
      noValidate
      onSubmit={(event) => void draft.submit(event)}
    >
      <h3 id={`${id}-title`} className="review-form-title">
        {messages.reviews.formTitle(productName)}
      </h3>
      <StarPicker
        id={id}
        rating={draft.rating}
        error={draft.ratingError}
        firstStar={refs.firstStar}
        chosenStar={refs.chosenStar}
        onChoose={draft.chooseRating}
      />
      <CommentField
        id={id}
        comment={draft.comment}
        error={draft.commentError}
        box={refs.commentBox}
        onChange={draft.changeComment}
      />
      {failure ? (
        <div className="review-failure" role="alert" tabIndex={-1} ref={refs.failureBox}>
          <strong>{failure.title}</strong>
          <p>{failure.description}</p>
        </div>
      ) : null}
      <div className="review-form-actions">
        <Button type="submit" disabled={sending}>
          {initial ? messages.reviews.update : messages.reviews.post}
        </Button>
        <Button variant="ghost" onClick={onCancel} disabled={sending}>
          {messages.reviews.cancel}
        </Button>
      </div>
    </form>
  );
}

/** The shopper's posted review, as the first review of the product. */
export function OwnReviewCard({ review }: { review: OwnReview }) {
  return (
    <div className="card review own-review" data-testid="own-review">
      <div className="review-head">
        <strong>{messages.reviews.yourReview}</strong>
        <ReadOnlyStars rating={review.Rating} />
        <time dateTime={review.CreatedAt}>{dateFormat.format(new Date(review.CreatedAt))}</time>
      </div>
      {review.Comment ? <p>{review.Comment}</p> : null}
    </div>
  );
}

function SignInToReview() {
  const [path] = useLocation();
  const search = useSearch();
  return (
    <Link
      href={signInHref(search ? `${path}?${search}` : path)}
      className="btn btn-secondary btn-md"
    >
      {messages.reviews.signInToWrite}
    </Link>
  );
}

/** The shopper's review of the product and the way to write or edit it. */
export function ReviewPanel({
  productId,
  productName,
}: {
  productId: number;
  productName: string;
}) {
  const { userId } = useSnapshot(session);
  const signedIn = isSignedIn({ userId });
  const snap = useSnapshot(reviews.state);
  const key = reviewKeyOf(productId, userId);
  const mine = key ? (snap.review[key] as OwnReview | undefined) : undefined;
  const [editing, setEditing] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const ownCard = useRef<HTMLDivElement>(null);
  const returnFocus = useRef<'opener' | 'review' | undefined>(undefined);

  useEffect(() => {
    if (signedIn) void loadMyReview(productId);
  }, [signedIn, productId]);

  // After the form closes, focus goes to what replaced it: the posted review, or the button that opened it.
  useEffect(() => {
    if (editing || !returnFocus.current) return;
    (returnFocus.current === 'review' ? ownCard.current : opener.current)?.focus();
    returnFocus.current = undefined;
  }, [editing]);

  if (!signedIn) return <SignInToReview />;
  return (
    <div className="review-panel">
      {editing ? (
        <ReviewForm
          productId={productId}
          productName={productName}
          initial={mine}
          onDone={() => {
            returnFocus.current = 'review';
            setEditing(false);
          }}
          onCancel={() => {
            returnFocus.current = 'opener';
            setEditing(false);
          }}
        />
      ) : (
        <>
          {mine ? (
            <div ref={ownCard} tabIndex={-1} className="own-review-focus">
              <OwnReviewCard review={mine} />
            </div>
          ) : null}
          <button
            ref={opener}
            type="button"
            className="btn btn-secondary btn-md"
            onClick={() => setEditing(true)}
          >
            {mine ? messages.reviews.edit : messages.reviews.write}
          </button>
        </>
      )}
    </div>
  );
}
