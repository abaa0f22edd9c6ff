import { clickLogCopySuite } from './click-log-copy-suite';

// The click log's heavy filters on the DuckDB copy (the default store).
clickLogCopySuite('duckdb');
