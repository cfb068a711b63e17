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

// A face's full name: RCTFont opens it as a font name, through CoreText's fallback, as
// UIFont(name:size:) does in Swift, where it is font-name-not-postscript (issue 82: alike).
export const fullName = { fontFamily: 'Roboto Bold' };
