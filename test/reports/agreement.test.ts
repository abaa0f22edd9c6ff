import { agreementSuite } from './agreement-suite';

agreementSuite('duckdb');
