import { UpdateConversionDocument, UploadConversionsDocument } from '../generated/graphql';
import type { FacadeRoute } from '../route';

/** Manual conversions (docs/conversions.md, "Manual conversions"; permission statistics.edit). */
export const conversionUploadRoutes: FacadeRoute[] = [
  {
    method: 'POST',
    path: '/conversions/upload',
    operation: UploadConversionsDocument,
    status: 200,
    summary:
      'Upload a list of conversions (body: lines as JSON, or csv with a header line; forward) through the postback intake rules; a result per line',
    tag: 'conversions',
    example: {
      request: {
        lines: [
          {
            click_id: '0193a1c2-7d4e-7f00-9a3b-5c6d7e8f9a0b',
            status: 'approved',
            payout: '12.50',
            currency: 'EUR',
            txid: 'A-1001',
          },
          {
            click_id: '0193a1c2-9e11-7a20-8b3c-1d2e3f4a5b6c',
            status: 'lead',
            txid: 'A-1002',
            time: '2026-11-26T14:03:00Z',
          },
        ],
        forward: true,
      },
      response: {
        counts: { recorded: 1, updated: 0, duplicate: 0, refused: 1 },
        lines: [
          { line: 1, result: 'recorded', error: null, conversion_id: '7c2a0b1e-4d5f-4a6b-9c8d-0e1f2a3b4c5d' },
          { line: 2, result: 'refused', error: 'click_id: unknown click', conversion_id: null },
        ],
      },
    },
  },
  {
    method: 'PATCH',
    path: '/conversions/:id',
    operation: UpdateConversionDocument,
    status: 200,
    summary:
      'Change the status and/or payout of one conversion (body: status, payout), as a repeated postback of its txid would',
    tag: 'conversions',
    example: {
      request: { status: 'rejected' },
      response: {
        conversion_id: '7c2a0b1e-4d5f-4a6b-9c8d-0e1f2a3b4c5d',
        status: 'rejected',
        status_bucket: 'rejected',
        payout: '0',
        currency: 'USD',
        transaction_id: 'A-1001',
        revision: 2,
      },
    },
  },
];
