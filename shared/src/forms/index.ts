export * from './rule-form';
export * from './field';
