import { useQuery } from '../api/hooks';
import { ListTrafficSourcesDocument } from '../generated/graphql';
import { namedDimensionLabel, subIdNames } from '../ui/metric-labels';

/**
 * A dimension's name in words, sub ids by the name the sources give them ("zone (sub ID 1)"): the
 * same on the report's chain, its filters, the funnel's breakdown and the cohorts' filters.
 */
export function useDimensionLabel(dimensions: readonly { name: string; label: string }[]) {
  const sources = useQuery(ListTrafficSourcesDocument, { limit: 500 });
  const subIds = subIdNames(sources.data?.traffic_sources.items ?? []);
  return (name: string) => namedDimensionLabel(name, dimensions.find((d) => d.name === name)?.label, subIds);
}
