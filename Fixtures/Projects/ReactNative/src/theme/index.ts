export * from './fonts';
export { default as typography } from './fonts';
