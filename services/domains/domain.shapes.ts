import type { DnsState } from './dns-check';

export const ROOT_ACTIONS = ['campaign', 'not_found', 'text'] as const;
export type RootAction = (typeof ROOT_ACTIONS)[number];
export const CAMPAIGN_MODES = ['all', 'listed'] as const;
export type CampaignMode = (typeof CAMPAIGN_MODES)[number];
export const ROBOTS = ['allow', 'disallow'] as const;
export type Robots = (typeof ROBOTS)[number];

/** A tracking domain as the API answers it. */
export interface DomainView {
  id: string;
  name: string;
  /** `https://name` when HTTPS is on for it (or the public address is https), otherwise `http://name`: links are built on it. */
  base_url: string;
  root_action: RootAction;
  root_campaign_id: string | null;
  root_text: string | null;
  campaigns_mode: CampaignMode;
  campaign_ids: string[];
  robots: Robots;
  https_redirect: boolean;
  dns_state: DnsState;
  dns_reason: string | null;
  dns_addresses: string[];
  dns_checked_at: Date | null;
  /** Whether the TLS front may obtain a certificate for it (its DNS check passed). */
  certificate_allowed: boolean;
  created_at: Date;
  updated_at: Date;
}

/** Fields of a domain; on update absent fields keep their value. */
export interface DomainInput {
  name?: string | null;
  root_action?: RootAction | null;
  root_campaign_id?: string | null;
  root_text?: string | null;
  campaigns_mode?: CampaignMode | null;
  campaign_ids?: string[] | null;
  robots?: Robots | null;
  https_redirect?: boolean | null;
}
