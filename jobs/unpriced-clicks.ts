import { notificationKey, notifyMembers, NOTIFICATION_TOPIC } from '../services/notifications/notifications';
import { UNPRICED_CLICKS_SWEEP } from '../services/costs/queue';
import { sweepUnpriced } from '../services/costs/unpriced';
import { defineJob } from './job';

/** Every minute: clicks costed 0 for want of a rate are re-costed or announced (services/costs/unpriced.ts). */
export const unpricedClicksSweepJob = defineJob<Record<string, never>>({
  ...UNPRICED_CLICKS_SWEEP,
  concurrency: 1,
  async process(_data, services) {
    const em = services.orm.em.fork();
    return sweepUnpriced(em, services.clock(), (notification) =>
      notifyMembers(em, notification, (row) =>
        services.pubSub.publish(NOTIFICATION_TOPIC, notificationKey(row.workspace_id, row.user_id), row),
      ),
    );
  },
});
