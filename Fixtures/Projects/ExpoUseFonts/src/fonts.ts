// Loaded at launch by useFonts in App.tsx: each key is a family expo-font registers.
export const customFonts = {
  brandRegular: require('../assets/fonts/Roboto-Regular.ttf'),
  brandBold: require('../assets/fonts/Roboto-Bold.ttf'),
};

export const typography = {
  body: 'brandRegular',
  strong: 'brandBold',
};
