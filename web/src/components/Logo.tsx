/** The product mark: a map pin over a ledger line, drawn inline so the header needs no image request. */
export function Logo() {
  return (
    <svg className="logo" viewBox="0 0 32 32" width="40" height="40" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="7" fill="#1e3a8a" />
      <path d="M16 6a7 7 0 0 0-7 7c0 5 7 12 7 12s7-7 7-12a7 7 0 0 0-7-7z" fill="#fff" />
      <circle cx="16" cy="13" r="2.6" fill="#1e3a8a" />
    </svg>
  )
}
