import { Platform, StyleSheet } from 'react-native';

// Both halves (issue 83): each style as iOS and as Android look its fontFamily up. iOS finds a
// family or a PostScript name; Android opens android/app/src/main/assets/fonts/<name><suffix>.ttf.
export const settings = StyleSheet.create({
  // Controls, silent on both: a file stem with each suffix present (GlyphTest, _bold, _italic,
  // _bold_italic), iOS's own names behind a platform guard, Android's system family.
  title: { fontFamily: Platform.select({ ios: 'Roboto-Bold', android: 'GlyphTest' }), fontWeight: 'bold' },
  note: { fontFamily: Platform.OS === 'ios' ? 'Roboto-Italic' : 'GlyphTest', fontStyle: 'italic' },
  strong: Platform.select({ android: { fontFamily: 'GlyphTest', fontWeight: '800', fontStyle: 'italic' } }),
  iosOnly: Platform.OS === 'ios' ? { fontFamily: 'Roboto-Italic' } : {},
  caption: { fontFamily: 'Roboto', fontStyle: 'italic' },
  // A res/font family MainApplication.kt registers with addCustomFont, with its weights.
  brand: Platform.select({ android: { fontFamily: 'Brand Sans', fontWeight: '700' } }),
  // Android: a weight of 700 and above asks `Roboto-Bold_bold.ttf`, which is not there.
  heading: { fontFamily: 'Roboto-Bold', fontWeight: 'bold' },
  // Android: the italic asks `Roboto-Regular_italic.ttf`, which is not there.
  quote: { fontFamily: 'Roboto-Regular', fontStyle: 'italic' },
  // Android: the iOS font's PostScript name, whose file is iOS's only.
  aside: { fontFamily: 'Roboto-Italic' },
  // Android: a face's PostScript name, not its file's: the fix is the file's name.
  badge: Platform.select({ ios: {}, android: { fontFamily: 'GlyphTest-Bold' } }),
});
