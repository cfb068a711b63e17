import React from 'react';
import { Platform, StyleSheet, Text, View } from 'react-native';

// Prebuild copies the plugin's fonts into the iOS app and lists them in UIAppFonts (app.json).
export default function App() {
  return (
    <View>
      <Text style={styles.family}>A family's name.</Text>
      <Text style={styles.postScript}>A PostScript name.</Text>
      <Text style={styles.leaning}>Italic of a family whose italic the plugin does not list.</Text>
      <Text style={styles.androidOnly}>A font only Android's part of the plugin lists.</Text>
    </View>
  );
}

const styles = StyleSheet.create({
  family: { fontFamily: 'Roboto', fontWeight: 'bold' },
  postScript: { fontFamily: 'Roboto-Bold' },
  leaning: { fontFamily: 'Roboto', fontStyle: 'italic' },
  androidOnly: { fontFamily: 'Cantarell-Regular' },
  chosen: { fontFamily: Platform.select({ ios: 'Roboto-Regular', android: 'Cantarell' }) },
  // Weights whose closest face is the one named: React Native draws it.
  ownWeight: { fontFamily: 'Roboto-Bold', fontWeight: '700' },
  regularWeight: { fontFamily: 'Roboto-Regular', fontWeight: 'normal' },
  semibold: { fontFamily: 'Roboto-Bold', fontWeight: '600' },
});
