// Process: main (domain), CLI, service and tests. The built-in demo service's account: the app signs in to the demo
// with this client ID and keys the demo's catalog cache and journal by it; the local service seeds its demo users
// under it. The user and password are the ones the README publishes, so `cli --demo` needs no environment.
export const DEMO_CLIENT_ID = 'DEMO';
export const DEMO_USER = 'demo';
export const DEMO_PASSWORD = 'demo';
