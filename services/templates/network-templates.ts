/** Every affiliate network template shipped with the service (one file each in networks/). */
import type { NetworkTemplate } from './template.shapes';
import { template as maxbounty } from './networks/maxbounty';
import { template as clickdealer } from './networks/clickdealer';
import { template as cpalead } from './networks/cpalead';
import { template as admitad } from './networks/admitad';
import { template as everad } from './networks/everad';
import { template as drCash } from './networks/dr-cash';
import { template as leadbit } from './networks/leadbit';
import { template as adcombo } from './networks/adcombo';
import { template as trafficLight } from './networks/traffic-light';
import { template as crakrevenue } from './networks/crakrevenue';
import { template as mobidea } from './networks/mobidea';
import { template as clickbank } from './networks/clickbank';
import { template as digistore24 } from './networks/digistore24';
import { template as awin } from './networks/awin';
import { template as impact } from './networks/impact';
import { template as shareasale } from './networks/shareasale';
import { template as cj } from './networks/cj';
import { template as rakuten } from './networks/rakuten';
import { template as kmaBiz } from './networks/kma-biz';
import { template as shakesPro } from './networks/shakes-pro';
import { template as terraLeads } from './networks/terra-leads';
import { template as monetizer } from './networks/monetizer';
import { template as mylead } from './networks/mylead';
import { template as adsempire } from './networks/adsempire';
import { template as lemonad } from './networks/lemonad';
import { template as leadrock } from './networks/leadrock';

export const NETWORK_TEMPLATES: readonly NetworkTemplate[] = [
  maxbounty,
  clickdealer,
  cpalead,
  admitad,
  everad,
  drCash,
  leadbit,
  adcombo,
  trafficLight,
  crakrevenue,
  mobidea,
  clickbank,
  digistore24,
  awin,
  impact,
  shareasale,
  cj,
  rakuten,
  kmaBiz,
  shakesPro,
  terraLeads,
  monetizer,
  mylead,
  adsempire,
  lemonad,
  leadrock,
];
