// Process: service. Registers every Fetch route module under /api/v3.
import type { FastifyInstance } from 'fastify';
import type { ServiceContext } from '../context';
import { registerCurrencyRoutes } from './currency';
import { registerDimensionRoutes } from './dimensions';
import { registerDocumentRoutes } from './documents';
import { registerInventoryRoutes } from './inventory';
import { registerInvoiceRoutes } from './invoices';
import { registerItemReadRoutes } from './items-read';
import { registerItemWriteRoutes } from './items-write';
import { registerReceiptRoutes } from './receipts';
import { registerSessionRoutes } from './sessions';
import { registerThirdPartyCodeRoutes } from './third-party-codes';
import { registerTransactionRoutes } from './transactions';
import { registerTransferRoutes } from './transfers';
import { registerVendorRoutes } from './vendors';

export function registerRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  registerItemReadRoutes(app, ctx);
  registerItemWriteRoutes(app, ctx);
  registerInventoryRoutes(app, ctx);
  registerThirdPartyCodeRoutes(app, ctx);
  registerTransactionRoutes(app, ctx);
  registerSessionRoutes(app, ctx);
  registerReceiptRoutes(app, ctx);
  registerVendorRoutes(app, ctx);
  registerDimensionRoutes(app, ctx);
  registerCurrencyRoutes(app, ctx);
  registerDocumentRoutes(app, ctx);
  registerTransferRoutes(app, ctx);
  registerInvoiceRoutes(app, ctx);
}
