/** Any path the study has no screen for. */
import { useEffect } from 'react'
import { Link, useLocation } from 'wouter'
import { Page } from '../components/Layout.tsx'

export function NotFound() {
  const [location] = useLocation()
  useEffect(() => {
    console.error(`404 Error: User attempted to access non-existent route: ${location}`)
  }, [location])
  return (
    <Page>
      <article>
        <h1>404</h1>
        <p>Oops! Page not found</p>
        <Link href="/">Return to Home</Link>
      </article>
    </Page>
  )
}
