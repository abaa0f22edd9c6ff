import { Workspace } from './workspace.entity';
import { User } from './user.entity';
import { Membership } from './membership.entity';
import { Invitation } from './invitation.entity';
import { ApiKey } from './api-key.entity';
import { BackupCode } from './backup-code.entity';
import { Webhook } from './webhook.entity';
import { WebhookDelivery } from './webhook-delivery.entity';
import { AffiliateNetwork } from './affiliate-network.entity';
import { Campaign } from './campaign.entity';
import { CurrencyRate } from './currency-rate.entity';
import { CustomStatus } from './custom-status.entity';
import { Flow } from './flow.entity';
import { Landing } from './landing.entity';
import { Offer } from './offer.entity';
import { TrafficSource } from './traffic-source.entity';
import { Rule } from './rule.entity';
import { EntityGroup } from './entity-group.entity';

/** Every MikroORM entity of the service. Each area adds its entities here. */
// biome-ignore lint/complexity/noBannedTypes: MikroORM takes entity classes as Function
export const allEntities: Function[] = [Workspace];
allEntities.push(User, Membership, Invitation, ApiKey, BackupCode);
allEntities.push(Webhook, WebhookDelivery);
// tracking model
allEntities.push(TrafficSource, AffiliateNetwork, CustomStatus, Offer, Landing, Campaign, Flow, CurrencyRate);
allEntities.push(EntityGroup);
// auto-rules
allEntities.push(Rule);
