import { StyleSheet } from 'react-native';

// RCTFont keeps only the family of a font name and draws its face closest to a written fontWeight.
export const weights = StyleSheet.create({
  // Named Roboto-Bold, drawn Roboto-Regular: the weight written is the regular one.
  boldNormal: { fontFamily: 'Roboto-Bold', fontWeight: 'normal' },
  // Controls that stay silent: the named face's own weight, no weight, a weight whose closest face
  // is the one named, an italic whose only face is the one named.
  boldBold: { fontFamily: 'Roboto-Bold', fontWeight: 'bold' },
  regular400: { fontFamily: 'Roboto-Regular', fontWeight: '400' },
  bold: { fontFamily: 'Roboto-Bold' },
  boldSemibold: { fontFamily: 'Roboto-Bold', fontWeight: '600' },
  italicNormal: { fontFamily: 'Roboto-Italic', fontWeight: 'normal' },
});

// The family's name of a file no target copies (Cantarell-Regular.otf): not registered, as its
// PostScript name is (Home.tsx), one defect and one rule, not an unknown name.
export const unlinked = { fontFamily: 'Cantarell' };
