import { Platform } from 'react-native';

// Names as iOS knows them: a PostScript name, or the family.
export const fonts = {
  regular: 'Roboto-Regular',
  bold: 'Roboto-Bold',
  family: 'Roboto',
  italic: Platform.select({ ios: 'Roboto-Italic', android: 'Roboto_Italic' }),
} as const;

// Android's name: the file's (assets/fonts/Roboto_Bold.ttf). iOS does not know it.
export const HEADLINE = 'Roboto_Bold';

export default fonts;
