/**
 * The loaders of the files each entity has in generated/ (entities/<CODE>.json, running/<CODE>.json,
 * one chunk each), in a module of their own that data.ts imports on demand: a thousand entities' loaders
 * (and their chunk names) would otherwise ride in the home page's initial JS.
 */
export const entityFiles = import.meta.glob<{ default: unknown }>('@generated/*/*.json')
