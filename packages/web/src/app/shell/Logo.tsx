/** The store mark: a red tile with a drumstick, drawn inline. */
export function Logo({ size = 32 }: { size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 64 64"
      aria-hidden="true"
      focusable="false"
      className="logo"
    >
      <rect width="64" height="64" rx="16" fill="#b91c1c" />
      <path
        d="M38 12c8 0 14 6 14 14 0 9-8 14-15 14-3 0-5 1-7 3l-5 5a5 5 0 1 1-6 2 5 5 0 1 1 2-6l5-5c2-2 3-4 3-7 0-8 5-20 9-20Z"
        fill="#fff"
      />
    </svg>
  );
}
