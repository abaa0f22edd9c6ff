import {
  ConversionUploadsDocument,
  GetConversionUploadDocument,
  UpdateConversionDocument,
  UploadConversionsDocument,
} from '../generated/graphql';
import type { FacadeRoute } from '../route';

const UPLOAD_EXAMPLE = {
  id: '3f1c2b4a-5d6e-4f70-8a9b-0c1d2e3f4a5b',
  state: 'done',
  forward: true,
  lines_total: 2,
  lines_done: 2,
  percent: 100,
  counts: { recorded: 1, updated: 0, duplicate: 0, refused: 1 },
  error: null,
  created_at: '2026-11-27T09:12:03.000Z',
  updated_at: '2026-11-27T09:12:03.000Z',
  user_id: '5b1e7c1a-2f3d-4e5f-8a9b-0c1d2e3f4a5b',
  user_name: 'Anna',
};

/** Manual conversions (docs/conversions.md, "Manual conversions"; permission statistics.edit). */
export const conversionUploadRoutes: FacadeRoute[] = [
  {
    method: 'POST',
    path: '/conversions/upload',
    operation: UploadConversionsDocument,
    status: 200,
    summary:
      'Upload a list of conversions (body: lines as JSON, or csv with a header line; forward) through the postback intake rules: up to 1,000 lines a result per line (state done); up to 10,000 a background job (state queued; follow GET /conversion-uploads/{id})',
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
        ...UPLOAD_EXAMPLE,
        lines: [
          { line: 1, result: 'recorded', error: null, conversion_id: '7c2a0b1e-4d5f-4a6b-9c8d-0e1f2a3b4c5d' },
          { line: 2, result: 'refused', error: 'click_id: unknown click', conversion_id: null },
        ],
      },
    },
  },
  {
    method: 'GET',
    path: '/conversion-uploads',
    operation: ConversionUploadsDocument,
    status: 200,
    summary: 'The last 50 conversion uploads, newest first, with their state and counts',
    tag: 'conversions',
    example: { response: [UPLOAD_EXAMPLE] },
  },
  {
    method: 'GET',
    path: '/conversion-uploads/:id',
    operation: GetConversionUploadDocument,
    status: 200,
    summary:
      'One conversion upload with its progress (state queued, running, done or failed; lines_done of lines_total; counts) and its refused lines (line number and reason)',
    tag: 'conversions',
    example: {
      response: {
        ...UPLOAD_EXAMPLE,
        state: 'running',
        lines_total: 2500,
        lines_done: 1200,
        percent: 48,
        counts: { recorded: 1190, updated: 4, duplicate: 5, refused: 1 },
        errors: [{ line: 17, error: 'click_id: unknown click' }],
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
