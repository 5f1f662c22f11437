/**
 * The loaders of each entity's generated report and running measures, one chunk per entity. Kept in a module of its own that
 * data.ts imports on demand: a thousand loaders (and their chunk names) would otherwise ride in the
 * home page's initial JS.
 */
export const entityFiles = import.meta.glob<{ default: unknown }>('../../generated/entities/*.json')
// Running measures exist only for entities whose statuses are computed; each loads on demand.
export const runningFiles = import.meta.glob<{ default: unknown }>('../../generated/running/*.json')
