import React from 'react';
import { StyleSheet, Text } from 'react-native';

// Reached by the mobile app (through the package's index), which loads Roboto-Bold; the kiosk never
// imports it.
export default function Heading({ children }: { children: React.ReactNode }) {
  return <Text style={styles.heading}>{children}</Text>;
}

const styles = StyleSheet.create({
  heading: { fontFamily: 'Roboto-Bold' },
});
