export * from './rule-form';
