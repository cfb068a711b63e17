export { default as Heading } from './Heading';
export { default as Badge } from './Badge';
export * from './Caption';
