export * from './field-dimensions';
