/** The Fantasy Fraud League shield: our own drawing, a shield with a check mark. */
export function ShieldLogo({ size = 48, title }: { size?: number; title?: string }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 64 64"
      role={title ? 'img' : undefined}
      aria-hidden={title ? undefined : true}
      aria-label={title}
      className="shield-logo"
    >
      <path
        d="M32 4 8 13v17c0 15.5 10.2 26.4 24 30 13.8-3.6 24-14.5 24-30V13L32 4z"
        fill="var(--accent)"
      />
      <path
        d="M32 11 14 17.8V30c0 11.6 7.4 20 18 23.3C42.6 50 50 41.6 50 30V17.8L32 11z"
        fill="var(--bg)"
      />
      <path
        d="m24 32 6 6 11-13"
        fill="none"
        stroke="var(--accent)"
        strokeWidth="5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
