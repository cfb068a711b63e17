import React from 'react';
import { Platform, StyleSheet, Text, View } from 'react-native';
import { fonts, HEADLINE, typography } from '../theme';
import * as Theme from '../theme/fonts';
import { useTheme } from '../useTheme';

const isIOS = Platform.OS === 'ios';

type Props = { title: string; fontFamily: string };

export default function Home({ title, fontFamily }: Props) {
  const local = useTheme();
  return (
    <View>
      <Text style={styles.title}>Don't worry, it's "fine" {title}</Text>
      <Text style={{ fontFamily: 'Roboto' }}>A family's name: React Native finds the family first.</Text>
      <Text style={{ fontFamily: fontFamily }}>A prop: open.</Text>
      <Text style={{ fontFamily: local.fonts.bold }}>A theme from a hook: open.</Text>
      <Text style={[styles.body, { fontFamily: typography.bold }]}>Through a re-exported default.</Text>
    </View>
  );
}

const styles = StyleSheet.create({
  title: { fontFamily: HEADLINE, fontSize: 20 },
  body: { fontFamily: Theme.fonts.regular },
  platform: { fontFamily: Platform.OS === 'android' ? 'Roboto_Medium' : 'Roboto-Bold' },
  selected: Platform.select({
    android: { fontFamily: 'sans-serif-condensed' },
    ios: { fontFamily: fonts.italic },
  }),
  chosen: { fontFamily: isIOS ? fonts.bold : 'Roboto_Black' },
  typo: { fontFamily: 'Robto-Bold' },
  system: { fontFamily: 'System' },
  unregistered: { fontFamily: 'Cantarell-Regular' },
  pattern: { width: '100%'.replace(/'/g, '') },
  joined: { fontFamily: `${fonts.family}-Italic` },
  emphasis: { fontFamily: 'Roboto-Regular', fontStyle: 'italic' },
  semibold: { fontFamily: 'Roboto', fontWeight: '600' },
  heavy: { fontFamily: 'Roboto', fontWeight: '900' },
});
