import React from 'react';
import { StyleSheet, Text } from 'react-native';

// Reached by both apps. The kiosk loads no font: there, this caption draws in the system font.
export function Caption({ children }: { children: React.ReactNode }) {
  return <Text style={styles.caption}>{children}</Text>;
}

export default Caption;

const styles = StyleSheet.create({
  caption: { fontFamily: 'Roboto-Regular' },
});
