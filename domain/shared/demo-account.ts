// Process: main (domain), service and tests. The built-in demo service's client ID: the app signs in to the demo
// with it and keys the demo's catalog cache by it; the local service seeds its demo users under it.
export const DEMO_CLIENT_ID = 'DEMO';
