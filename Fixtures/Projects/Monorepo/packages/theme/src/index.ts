// The web entry (package.json "main"); Metro takes "react-native" (src/native.ts) instead.
export { webTheme as theme } from './web';
