export * from './share-scopes';
