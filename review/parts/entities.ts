/** The entities: how many, which were added and which removed. */
import { count, plural } from '../../common/format.ts'
import { entityName, someOf } from '../markdown.ts'
import type { Part } from '../study-diff.ts'

export const entitiesPart: Part = {
  summary({ before, after, entities, changes }) {
    const added = entities.filter((entity) => !entity.listedBefore)
    const removed = entities.filter((entity) => !entity.listedAfter)
    const [was, now] = [before.overview.entityCount, after.overview.entityCount]
    for (const file of ['overview.json', 'consolidated.json']) {
      for (const change of changes.at(file, 'entityCount')) if (change.before === was && change.after === now) change.shown = true
    }
    if (added.length === 0 && removed.length === 0) return `${plural(now, 'entity', 'entities')}, none added or removed.`
    const moves = [
      ...(added.length > 0 ? [`added ${someOf(added.map(({ ref }) => entityName(ref)))}`] : []),
      ...(removed.length > 0 ? [`removed ${someOf(removed.map(({ ref }) => entityName(ref)))}`] : []),
    ]
    return `${plural(now, 'entity', 'entities')} (${count(was)} before): ${moves.join('; ')}.`
  },
}
