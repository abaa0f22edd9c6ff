import type { StatusBucket } from '../catalogue/statuses';
import type { ConversionConfig, ConversionConfigs } from './workspace-config';

export interface ResolvedStatus {
  /** Canonical status or custom status code, as stored. */
  status: string;
  bucket: StatusBucket;
}

/**
 * Translates a partner status into ours (spec: Postback intake, rule 5): through the status map of
 * the affiliate network of the click's offer when it has an entry (keys compared in lower case),
 * else the status itself in lower case. Null when the result is neither canonical nor a live
 * custom status of the workspace.
 */
export function resolvePartnerStatus(
  config: ConversionConfig,
  offerId: string | null | undefined,
  partnerStatus: string,
): ResolvedStatus | null {
  const raw = partnerStatus.trim().toLowerCase();
  const networkId = offerId ? config.offers.get(offerId)?.network_id : null;
  const mapped = networkId ? config.status_maps.get(networkId)?.get(raw) : undefined;
  return resolveStatus(config, mapped ?? raw);
}

/** Our own status code (browser events name it directly). */
export function resolveStatus(config: ConversionConfig, code: string): ResolvedStatus | null {
  const bucket = config.statuses.get(code);
  return bucket ? { status: code, bucket } : null;
}

/**
 * resolvePartnerStatus, and on a miss once more after reading the network's status map and the
 * custom status it names afresh (neither announces its changes to the caches).
 */
export async function resolvePartnerStatusFresh(
  configs: ConversionConfigs,
  config: ConversionConfig,
  offerId: string | null | undefined,
  partnerStatus: string,
): Promise<ResolvedStatus | null> {
  const cached = resolvePartnerStatus(config, offerId, partnerStatus);
  if (cached) return cached;
  const networkId = offerId ? config.offers.get(offerId)?.network_id : null;
  if (networkId) await configs.refreshStatusMap(config, networkId);
  const raw = partnerStatus.trim().toLowerCase();
  const code = (networkId ? config.status_maps.get(networkId)?.get(raw) : undefined) ?? raw;
  await configs.refreshCustomStatus(config, code);
  return resolvePartnerStatus(config, offerId, partnerStatus);
}

/** resolveStatus, and on a miss once more after reading that custom status afresh. */
export async function resolveStatusFresh(
  configs: ConversionConfigs,
  config: ConversionConfig,
  code: string,
): Promise<ResolvedStatus | null> {
  const cached = resolveStatus(config, code);
  if (cached) return cached;
  await configs.refreshCustomStatus(config, code);
  return resolveStatus(config, code);
}
