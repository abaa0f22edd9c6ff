// The money pieces other screens mount (one import each; issue 36, "Money a buyer can trust").
export { CampaignMoneyAlerts, CampaignMoneyFlags, DashboardMoneyAlerts } from './money-warnings';
export { EcbRatesSetting } from './ecb-rates-setting';
export { PostbackUrls } from './postback-urls';
export { rateDirection } from './rate-direction';
