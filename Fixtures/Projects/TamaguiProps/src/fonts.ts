import { createFont } from 'tamagui';

// The app's one family: each weight of the face map swaps it for a face's alias on native.
const createBrandFont = () =>
  createFont({
    family: 'Brand',
    size: { 4: 16 },
    face: {
      400: { normal: 'Brand' },
      700: { normal: 'Brand-Bold' },
    },
  });

export const fonts = { body: createBrandFont(), heading: createBrandFont() };

export const files = {
  Brand: require('../assets/fonts/Roboto-Regular.ttf'),
  'Brand-Bold': require('../assets/fonts/Roboto-Bold.ttf'),
};
