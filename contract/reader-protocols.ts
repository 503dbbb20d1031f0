// Process: shared by main and renderer. The reader protocols (domain/reader/protocols; sources/from-settings.ts
// checks the two lists agree). Not imported from there: the renderer's type-check reads this file and must not pull
// in the Node-only framers. Its own file so reader settings and reader tuning both take it without a circle.
export const READER_PROTOCOLS = ['tsl', 'chafon', 'm100', 'lines'] as const;
export type ReaderProtocol = (typeof READER_PROTOCOLS)[number];
