/** The fallback for a route that throws while rendering (SPEC.md section 8). */
import { Component, type ErrorInfo, type ReactNode } from 'react'
import { Link } from 'wouter'

type State = { error: Error | null }

export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null }

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) }
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Unexpected Application Error!', error, info.componentStack)
  }

  override render() {
    const { error } = this.state
    if (!error) return this.props.children
    return (
      <main className="container">
        <article role="alert">
          <h1>Unexpected Application Error!</h1>
          <p>
            <code>{error.message}</code>
          </p>
          <p>
            <Link href="/">Return to Home</Link>
          </p>
        </article>
      </main>
    )
  }
}
