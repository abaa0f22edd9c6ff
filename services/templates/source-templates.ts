/** Every traffic source template shipped with the service (one file each in sources/). */
import type { SourceTemplate } from './template.shapes';
import { template as facebook } from './sources/facebook';
import { template as googleAds } from './sources/google-ads';
import { template as tiktok } from './sources/tiktok';
import { template as microsoftAds } from './sources/microsoft-ads';
import { template as snapchat } from './sources/snapchat';
import { template as propellerads } from './sources/propellerads';
import { template as taboola } from './sources/taboola';
import { template as outbrain } from './sources/outbrain';
import { template as mgid } from './sources/mgid';
import { template as richads } from './sources/richads';
import { template as zeropark } from './sources/zeropark';
import { template as popads } from './sources/popads';
import { template as exoclick } from './sources/exoclick';
import { template as trafficstars } from './sources/trafficstars';
import { template as adsterra } from './sources/adsterra';
import { template as evadav } from './sources/evadav';
import { template as kadam } from './sources/kadam';
import { template as clickadu } from './sources/clickadu';
import { template as hilltopads } from './sources/hilltopads';
import { template as galaksion } from './sources/galaksion';
import { template as adcash } from './sources/adcash';
import { template as rollerads } from './sources/rollerads';
import { template as revcontent } from './sources/revcontent';
import { template as mondiad } from './sources/mondiad';
import { template as twinred } from './sources/twinred';
import { template as daoad } from './sources/daoad';

export const SOURCE_TEMPLATES: readonly SourceTemplate[] = [
  facebook,
  googleAds,
  tiktok,
  microsoftAds,
  snapchat,
  propellerads,
  taboola,
  outbrain,
  mgid,
  richads,
  zeropark,
  popads,
  exoclick,
  trafficstars,
  adsterra,
  evadav,
  kadam,
  clickadu,
  hilltopads,
  galaksion,
  adcash,
  rollerads,
  revcontent,
  mondiad,
  twinred,
  daoad,
];
