import React from 'react';
import { StyleSheet, Text } from 'react-native';

export default function Home() {
  return <Text style={styles.title}>Home</Text>;
}

const styles = StyleSheet.create({
  // Planted: no face is named Roboto-Heavy (the app loads Roboto-Regular and Roboto-Bold).
  title: { fontFamily: 'Roboto-Heavy' },
});
