import React from 'react';
import { StyleSheet, Text, View } from 'react-native';
import { useFonts } from 'expo-font';
import { Inter_900Black } from '@expo-google-fonts/inter';
import { customFonts, typography } from '@/fonts';
import { translations } from './src/i18n';

export default function App() {
  const [loaded] = useFonts(customFonts);
  const [inter] = useFonts({ Inter_900Black });
  if (!loaded || !inter) return null;
  return (
    <View>
      <Text style={styles.body}>{translations.th.home.title}</Text>
      <Text style={styles.strong}>An alias through a theme.</Text>
      <Text style={styles.heavy}>Bold of an alias whose one face is Regular.</Text>
      <Text style={styles.family}>The family's own name, once its files are loaded.</Text>
      <Text style={styles.packaged}>An alias of a package's font.</Text>
      <Text style={styles.unloaded}>A font in the folder that nothing loads.</Text>
    </View>
  );
}

const styles = StyleSheet.create({
  body: { fontFamily: typography.body },
  strong: { fontFamily: typography.strong, fontWeight: 'bold' },
  heavy: { fontFamily: 'brandRegular', fontWeight: 'bold' },
  family: { fontFamily: 'Roboto', fontWeight: '700' },
  packaged: { fontFamily: 'Inter_900Black' },
  unloaded: { fontFamily: 'Roboto-Italic' },
});
