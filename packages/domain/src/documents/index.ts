export * from './document-files';
export * from './document-links';
export * from './document-rules';
export * from './rich-content';
export * from './feed-rules';
export * from './rich-content-limits';
