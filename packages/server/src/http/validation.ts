import type { z } from 'zod';

type Issue = z.core.$ZodIssue;

function describeIssue(issue: Issue): string {
  if (issue.code === 'invalid_union' && issue.errors.length > 0) {
    // Report the branch that came closest (fewest problems), e.g. "phoneNumber: Enter a valid…".
    const closest = [...issue.errors].sort((a, b) => a.length - b.length)[0] ?? [];
    if (closest.length > 0)
      return closest.map((inner) => describeIssue(prefixed(inner, issue.path))).join('; ');
  }
  const path = issue.path.map(String).join('.');
  if (issue.code === 'unrecognized_keys') {
    const keys = issue.keys.map((key) => (path ? `${path}.${key}` : key));
    return `Unknown field${keys.length > 1 ? 's' : ''} not allowed: ${keys.join(', ')}`;
  }
  return path ? `${path}: ${issue.message}` : issue.message;
}

function prefixed(issue: Issue, path: readonly PropertyKey[]): Issue {
  return { ...issue, path: [...path, ...issue.path] } as Issue;
}

/** A one-line description naming each offending field, for the 400 reply's Description. */
export function describeZodError(error: z.core.$ZodError): string {
  return error.issues.map(describeIssue).join('; ');
}
