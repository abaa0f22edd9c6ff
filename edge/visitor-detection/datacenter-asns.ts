/**
 * Autonomous systems of cloud, hosting and CDN providers. Visitors from them are flagged
 * is_datacenter (and therefore is_bot): people browse from homes and phones, not from servers.
 * No registry package ships such a list, so this one is kept by hand from the providers' public
 * ASN registrations; DATACENTER_IP_LIST adds ranges of your own (docs/clicks.md).
 */
export const DATACENTER_ASNS: ReadonlySet<number> = new Set([
  16509,
  14618,
  8987, // Amazon (AWS)
  15169,
  396982,
  19527,
  36040,
  43515, // Google, Google Cloud
  8075,
  8068,
  8069, // Microsoft (Azure)
  31898, // Oracle Cloud
  14061,
  393406, // DigitalOcean
  16276, // OVH
  24940,
  213230, // Hetzner
  63949, // Linode / Akamai Connected Cloud
  20473, // Vultr (Choopa)
  45102,
  37963, // Alibaba Cloud
  132203,
  45090, // Tencent Cloud
  51167,
  40021, // Contabo
  12876, // Scaleway
  60781,
  28753,
  16265,
  30633,
  59253, // Leaseweb
  36352, // ColoCrossing / HostPapa
  9009, // M247
  13335, // Cloudflare
  54113, // Fastly
  20940,
  16625, // Akamai
  8100, // QuadraNet
  46606, // Unified Layer
  26496, // GoDaddy
  8560, // IONOS
  47583, // Hostinger
  197540, // netcup
  60068,
  212238, // CDN77 / Datacamp
  49981, // WorldStream
  53667, // FranTech (BuyVM)
  19318, // Interserver
  25820, // IT7 Networks
  135377, // UCloud
  22612, // Namecheap
  30083, // velia.net
  21859, // Zenlayer
  23470, // ReliableSite
  397423, // Tier.Net
  40676, // Psychz Networks
  62904, // Eonix
]);
