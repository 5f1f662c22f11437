/**
 * Suspense-friendly cache of the generated JSON: a page reads its data with useResource(key, load);
 * preload() fills the cache before hydration so the first render matches the prerendered HTML.
 */
import { use } from 'react'

type Entry = { promise: Promise<unknown>; status: 'pending' | 'fulfilled' | 'rejected'; value?: unknown; reason?: unknown }

const cache = new Map<string, Entry>()

function entryFor(key: string, load: () => Promise<unknown>): Entry {
  let entry = cache.get(key)
  if (!entry) {
    const created: Entry = { promise: Promise.resolve(), status: 'pending' }
    created.promise = load().then(
      (value) => {
        created.status = 'fulfilled'
        created.value = value
        return value
      },
      (reason: unknown) => {
        created.status = 'rejected'
        created.reason = reason
        throw reason
      },
    )
    cache.set(key, created)
    entry = created
  }
  return entry
}

/** Starts loading (if not already) and resolves when the data is there; never rejects. */
export function preload(key: string, load: () => Promise<unknown>): Promise<void> {
  return entryFor(key, load).promise.then(
    () => undefined,
    () => undefined,
  )
}

/** Reads loaded data synchronously, or suspends until it is loaded; a failed load throws its error. */
export function useResource<T>(key: string, load: () => Promise<T>): T {
  const entry = entryFor(key, load)
  if (entry.status === 'fulfilled') return entry.value as T
  if (entry.status === 'rejected') throw entry.reason
  return use(entry.promise) as T
}
