/**
 * A refusal said once (issue 27). The cancel-order refusal pairs the server's Message with the spec's
 * 'Unable to process your request.', and the server's Message may already end with that sentence ("This
 * order can no longer be cancelled. Unable to process your request."), or be empty (the dialog then read
 * its own heading, 'Following error occurred', as the reason too). Shared by the order pages and checkout.
 */

export interface Refusal {
  title: string;
  description: string | undefined;
}

const same = (text: string) => text.trim().toLowerCase();

/** The reason and its description, without one repeating the other; an empty reason gives way to it. */
export function sayOnce({
  title,
  description,
}: {
  title?: string | null | undefined;
  description?: string | undefined;
}): Refusal {
  const reason = title?.trim() ?? '';
  const more = description?.trim() ?? '';
  if (!reason) return { title: more, description: undefined };
  if (!more || same(reason).includes(same(more))) return { title: reason, description: undefined };
  if (same(more).includes(same(reason))) return { title: more, description: undefined };
  return { title: reason, description: more };
}
