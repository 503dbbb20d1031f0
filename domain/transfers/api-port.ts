// Process: main (domain, Electron-free). The part of the Fetch API client transfers use (domain/api's client fits as
// is): GET /transfers (filtered by store), GET /transfers/{id} and POST /transfers/{id}.
import type { ApiClient } from '../api/client';

export type TransfersApi = Pick<ApiClient, 'iterateTransfers' | 'getTransfer' | 'postTransfer'>;
