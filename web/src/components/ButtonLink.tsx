/**
 * A route link drawn as Pico's button (role="button"). Because it announces itself as a button, Space
 * follows it too, as it would press a button; Enter works as for any link.
 */
import type { KeyboardEvent, ReactNode } from 'react'
import { Link } from 'wouter'

type Props = { href: string; className?: string; 'aria-label'?: string; children: ReactNode }

export function ButtonLink({ href, className, children, ...aria }: Props) {
  function onKeyDown(event: KeyboardEvent<HTMLAnchorElement>) {
    if (event.key === ' ') {
      event.preventDefault()
      event.currentTarget.click()
    }
  }
  return (
    <Link href={href} role="button" className={className} onKeyDown={onKeyDown} {...aria}>
      {children}
    </Link>
  )
}
