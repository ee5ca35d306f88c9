// A profile grants each activity once: ticking the same page twice (two browser tabs, a hand-written
// call) is kept as one line.
import type { EntityHooks } from '../../../engine/server/index.ts';
import type { Row } from '../../../engine/schema/index.ts';

export const oneLinePerActivity: EntityHooks = {
  beforeSave(_ctx, record) {
    const seen = new Set<unknown>();
    record.Grants = ((record.Grants as Row[] | undefined) ?? []).filter((line) => !seen.has(line.ActivityId) && seen.add(line.ActivityId));
  },
};
