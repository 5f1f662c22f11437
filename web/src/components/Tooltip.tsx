/**
 * An accessible tooltip: opens on hover or keyboard focus after 700 ms; once one has been open, another
 * opens at once if the pointer or focus arrives within 300 ms (the skip delay); Escape closes it.
 */
import { useEffect, useId, useRef, useState, type ReactNode } from 'react'

export const DELAY_MS = 700
export const SKIP_DELAY_MS = 300

let lastClosedAt = Number.NEGATIVE_INFINITY

export function Tooltip({ label, children }: { label: string; children: ReactNode }) {
  const id = useId()
  const [open, setOpen] = useState(false)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)

  useEffect(() => () => clearTimeout(timer.current), [])

  function show() {
    clearTimeout(timer.current)
    if (Date.now() - lastClosedAt < SKIP_DELAY_MS) setOpen(true)
    else timer.current = setTimeout(() => setOpen(true), DELAY_MS)
  }
  function hide() {
    clearTimeout(timer.current)
    if (open) lastClosedAt = Date.now()
    setOpen(false)
  }

  return (
    <span
      className="tip"
      tabIndex={0}
      aria-describedby={id}
      onMouseEnter={show}
      onMouseLeave={hide}
      onFocus={show}
      onBlur={hide}
      onKeyDown={(event) => {
        if (event.key === 'Escape') hide()
      }}
    >
      {children}
      <span role="tooltip" id={id} hidden={!open}>
        {label}
      </span>
    </span>
  )
}
