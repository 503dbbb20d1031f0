// Process: main (domain) and service. The one definition of every wire shape of the API.
// The client parses responses with these; service/ validates requests with them.
export * from './auth';
export * from './common';
export * from './errors';
export * from './inventory';
export * from './item-writes';
export * from './items';
export * from './pagination';
export * from './purchasing';
export * from './receipts';
export * from './sessions';
export * from './stores';
export * from './third-party-codes';
export * from './transactions';
export * from './vendors';
