import { Workspace } from './workspace.entity';
import { User } from './user.entity';
import { Membership } from './membership.entity';
import { Invitation } from './invitation.entity';
import { ApiKey } from './api-key.entity';
import { BackupCode } from './backup-code.entity';
import { Webhook } from './webhook.entity';
import { WebhookDelivery } from './webhook-delivery.entity';

/** Every MikroORM entity of the service. Each area adds its entities here. */
export const allEntities: Function[] = [Workspace];
allEntities.push(User, Membership, Invitation, ApiKey, BackupCode);
allEntities.push(Webhook, WebhookDelivery);
