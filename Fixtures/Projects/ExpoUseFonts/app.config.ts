import { ExpoConfig, ConfigContext } from 'expo/config';

export default ({ config }: ConfigContext): ExpoConfig => ({
  ...config,
  name: 'ExpoUseFonts',
  slug: 'expo-usefonts',
  plugins: ['expo-font'],
});
