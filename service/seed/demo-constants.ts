// Process: service and tests. Credentials and fixed facts of the demo database (--seed demo), so the app's demo
// mode, simulators and tests can use them without a server.
export { DEMO_CLIENT_ID, DEMO_PASSWORD, DEMO_USER } from '../../domain/shared/demo-account';
/** A user of the same database without the API access privilege: /auth/token refuses it. */
export const DEMO_NO_API_USER = 'counter';
export const DEMO_NO_API_PASSWORD = 'counter';

/** Items in the demo catalog (--seed demo). */
export const DEMO_ITEM_COUNT = 5000;

/** Every demo epcGTIN uses a GS1 company prefix of this many digits (SGTIN-96 partition 5). */
export const DEMO_GS1_COMPANY_PREFIX_LENGTH = 7;
/** Company prefix of current GTINs; historical GTINs use DEMO_GS1_HISTORICAL_PREFIX. */
export const DEMO_GS1_COMPANY_PREFIX = '0614141';
export const DEMO_GS1_HISTORICAL_PREFIX = '0614142';

/** The company prefix length of a demo GTIN-14, or undefined when the GTIN is not one of ours. */
export function demoCompanyPrefixLength(gtin14: string): number | undefined {
  const prefix = gtin14.slice(1, 1 + DEMO_GS1_COMPANY_PREFIX_LENGTH);
  return prefix === DEMO_GS1_COMPANY_PREFIX || prefix === DEMO_GS1_HISTORICAL_PREFIX
    ? DEMO_GS1_COMPANY_PREFIX_LENGTH
    : undefined;
}
