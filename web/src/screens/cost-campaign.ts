/** What the cost form needs of a campaign. */
export interface CostCampaign {
  id: string;
  name: string;
  cost_currency?: string | null;
  source_id?: string | null;
}
