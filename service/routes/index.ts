// Process: service. Registers every Fetch route module under /api/v3.
import type { FastifyInstance } from 'fastify';
import type { ServiceContext } from '../context';
import { registerItemReadRoutes } from './items-read';

export function registerRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  registerItemReadRoutes(app, ctx);
}
