/**
 * The fuzzer's only source of randomness: mulberry32 (a small, well-known 32-bit PRNG), seeded per
 * mutant and per mutation so that a seed always gives the same mutants and a single mutation can be
 * replayed on its own when a crash is minimised. The benches draw their generated studies from it too.
 */

/** Mixes numbers into one 32-bit seed (the finaliser of murmur3), so nearby seeds give unrelated streams. */
export function mixSeed(...parts: number[]): number {
  let h = 0x9e3779b9
  for (const part of parts) {
    h = Math.imul(h ^ (part >>> 0), 0x85ebca6b)
    h ^= h >>> 13
    h = Math.imul(h, 0xc2b2ae35)
    h ^= h >>> 16
  }
  return h >>> 0
}

export class Random {
  private state: number

  constructor(seed: number) {
    this.state = seed >>> 0
  }

  /** A float in [0, 1): mulberry32. */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0
    let t = this.state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }

  /** An integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1))
  }

  chance(probability: number): boolean {
    return this.next() < probability
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from an empty list')
    return items[Math.floor(this.next() * items.length)] as T
  }

  /** One item, with probability proportional to its weight. */
  weighted<T extends { weight: number }>(items: readonly T[]): T {
    const total = items.reduce((sum, item) => sum + item.weight, 0)
    let point = this.next() * total
    for (const item of items) {
      point -= item.weight
      if (point < 0) return item
    }
    return items[items.length - 1] as T
  }
}
