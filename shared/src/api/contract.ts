// What the API and the front ends agree on; safe to import from Node (no React, no DOM).
export * from './entities';
export * from './enquiryChoices';
export * from './enquirySchemas';
