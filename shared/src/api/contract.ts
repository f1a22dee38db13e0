// What the API and the front ends agree on, schemas and types; safe to import from Node (no React, no
// DOM). The front ends import only its types, through index.ts.
export * from './entities';
export * from './enquiryChoices';
export * from './enquirySchemas';
export * from './journeyTabs';
